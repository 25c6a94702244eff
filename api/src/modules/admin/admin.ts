import type Router from '@koa/router';
import type { Config } from '../../config/env';
import type { Database } from '../../db/database';
import type { Storage } from '../../integrations/storage';
import type { Fulfilment } from '../fulfilment/fulfilment';
import type { NotificationWorker } from '../notifications/notification-worker';
import type { ReadyNotices } from '../notifications/ready-notice';
import { createQuestionnairesRepo } from '../questionnaires/questionnaires.repo';
import { createStaffAnswers } from '../questionnaires/staff-view';
import { createStaffQueueRepo } from '../orders/staff-queue.repo';
import { createUsersExportRepo } from '../orders/users-export.repo';
import { registerAdminReadingsRoutes } from './admin-readings.routes';
import { createAdminReadingsService } from './admin-readings.service';
import type { ProductsRepo } from '../products/products.repo';
import { registerProductsRoutes } from './products.routes';
import { createProductsService } from './products.service';
import { createUploadsService } from './uploads';
import { registerUploadRoutes } from './uploads.routes';
import { registerUsersExportRoutes } from './users-export.routes';
import { createUsersExportService } from './users-export.service';

interface Deps {
  db: Database;
  products: ProductsRepo;
  readyNotices: ReadyNotices;
  notifier: Pick<NotificationWorker, 'nudge'>;
  config: Pick<Config, 'publicUrl'>;
  fulfilment: Pick<Fulfilment, 'delivered'>;
  /** Where uploaded files live: the local folder or the object store (the container chooses). */
  storage: Storage;
}

/** The staff area's services, built once by the container. */
export function createAdminServices({ db, products, readyNotices, notifier, config, fulfilment, storage }: Deps) {
  return {
    readings: createAdminReadingsService({
      db,
      repo: createStaffQueueRepo(db),
      readyNotices,
      notifier,
      publicUrl: config.publicUrl,
      answers: createStaffAnswers(createQuestionnairesRepo(db)),
      fulfilment,
    }),
    products: createProductsService(products),
    usersExport: createUsersExportService(createUsersExportRepo(db)),
    uploads: createUploadsService(storage),
  };
}

export type AdminServices = ReturnType<typeof createAdminServices>;

/** Every staff endpoint: each one checks for a staff session (401 without one, 403 for customers). */
export function registerAdminRoutes(router: Router, admin: AdminServices, config: Pick<Config, 'env'>): void {
  const checkResponses = config.env !== 'production';
  registerAdminReadingsRoutes(router, admin.readings, checkResponses);
  registerUploadRoutes(router, admin.uploads, checkResponses);
  registerProductsRoutes(router, admin.products, checkResponses);
  registerUsersExportRoutes(router, admin.usersExport, checkResponses);
}
