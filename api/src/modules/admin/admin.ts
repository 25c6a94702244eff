import { join } from 'node:path';
import type Router from '@koa/router';
import type { Config } from '../../config/env';
import type { Database } from '../../db/database';
import { createStorage } from '../../integrations/storage';
import type { MailWorker } from '../mail/mail-worker';
import type { OutboxRepo } from '../mail/outbox.repo';
import { createAdminReadingsRepo } from './admin-readings.repo';
import { registerAdminReadingsRoutes } from './admin-readings.routes';
import { createAdminReadingsService } from './admin-readings.service';
import type { ProductsRepo } from '../products/products.repo';
import { registerProductsRoutes } from './products.routes';
import { createProductsService } from './products.service';
import { createUploadsService } from './uploads';
import { registerUploadRoutes } from './uploads.routes';
import { createUsersExportRepo } from './users-export.repo';
import { registerUsersExportRoutes } from './users-export.routes';
import { createUsersExportService } from './users-export.service';

interface Deps {
  db: Database;
  products: ProductsRepo;
  outbox: OutboxRepo;
  mailWorker: Pick<MailWorker, 'nudge'>;
  config: Pick<Config, 'publicUrl' | 'dataDir'>;
}

/** The staff area's services, built once by the container. */
export function createAdminServices({ db, products, outbox, mailWorker, config }: Deps) {
  return {
    readings: createAdminReadingsService({ db, repo: createAdminReadingsRepo(db), outbox, mailWorker, publicUrl: config.publicUrl }),
    products: createProductsService(products),
    usersExport: createUsersExportService(createUsersExportRepo(db)),
    uploads: createUploadsService(createStorage(join(config.dataDir, 'uploads'))),
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
