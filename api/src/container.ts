import type { Logger } from 'pino';
import type { Config } from './config/env';
import { migrateDatabase, openDatabase, type Database } from './db/database';
import { createMailer, type Mailer } from './integrations/mailer';
import { createLogger } from './logger';
import { createAdminServices, type AdminServices } from './modules/admin/admin';
import type { PaymentProvider } from './integrations/payments/payment-provider';
import { createSandboxProvider } from './integrations/payments/sandbox-provider';
import { createStripeProvider } from './integrations/payments/stripe-provider';
import { createPaymentsRepo } from './modules/payments/payments.repo';
import { createPaymentsService, type PaymentsService } from './modules/payments/payments.service';
import { createRefundsRepo } from './modules/payments/refunds.repo';
import { createRefundsService, type RefundsService } from './modules/payments/refunds.service';
import { createMailWorker, type MailWorker, type MailWorkerOptions } from './modules/mail/mail-worker';
import { createOutboxRepo, type OutboxRepo } from './modules/mail/outbox.repo';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { createPasswordResetsRepo } from './modules/auth/password-resets.repo';
import { createSessionsRepo } from './modules/auth/sessions.repo';
import { createUsersRepo } from './modules/auth/users.repo';
import { createReadingsRepo } from './modules/readings/readings.repo';
import { createReadingsService, type ReadingsService } from './modules/readings/readings.service';
import { createProductsRepo } from './modules/products/products.repo';
import { createCatalogueService, type CatalogueService } from './modules/products/products.service';
import { createOrdersRepo } from './modules/orders/orders.repo';
import { createOrdersService, type OrdersService } from './modules/orders/orders.service';
import { createCustomerOrdersRepo } from './modules/orders/customer-orders.repo';
import type { CustomerOrdersDeps } from './modules/orders/customer-orders.routes';

/** Everything the app is built from; tests build one per test file on their own database file. */
export interface Container {
  config: Config;
  logger: Logger;
  db: Database;
  mailer: Mailer;
  outbox: OutboxRepo;
  mailWorker: MailWorker;
  readings: ReadingsService;
  auth: AuthService;
  admin: AdminServices;
  /** The public catalogue, and catalogue orders. */
  catalogue: CatalogueService;
  orders: OrdersService;
  /** The dashboard's list of a customer's orders, and who may read it. */
  customerOrders: CustomerOrdersDeps;
  paymentProvider: PaymentProvider;
  payments: PaymentsService;
  refunds: RefundsService;
  close(): Promise<void>;
}

export interface ContainerOverrides {
  logger?: Logger;
  mailer?: Mailer;
  mailWorker?: MailWorkerOptions;
}

/** Opens and migrates the database, then wires repositories, services and the mail worker. */
export async function createContainer(config: Config, overrides: ContainerOverrides = {}): Promise<Container> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateDatabase(db);
  } catch (error) {
    await db.close();
    throw error;
  }

  const mailer = overrides.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir: config.mailDir, logger });
  const outbox = createOutboxRepo(db);
  const mailWorker = createMailWorker(outbox, mailer, logger, overrides.mailWorker);
  const readings = createReadingsService({
    db,
    readings: createReadingsRepo(db),
    outbox,
    mailWorker,
    publicUrl: config.publicUrl,
    logger,
    mailsPerAddress: config.rateLimits.confirmationMailsPerAddress,
  });

  const users = createUsersRepo(db);
  // One products repository behind the catalogue, the order form and the staff editor.
  const products = createProductsRepo(db);
  const catalogue = createCatalogueService(products);
  const passwordResets = createPasswordResetsRepo(db);
  const auth = createAuthService({
    db,
    users,
    sessions: createSessionsRepo(db),
    passwordResets,
    outbox,
    mailWorker,
    publicUrl: config.publicUrl,
    logger,
    limits: config.rateLimits,
  });
  await auth.ensureFirstAdmin(config.firstAdmin.email, config.firstAdmin.password);

  // Stripe with keys; without them the test-mode sandbox, whose events enter the same handler.
  const sandbox = config.stripe ? undefined : createSandboxProvider(db.knex);
  const paymentProvider = config.stripe ? createStripeProvider(config.stripe) : sandbox!;
  const refunds = createRefundsService({ provider: paymentProvider, refunds: createRefundsRepo(db), outbox, publicUrl: config.publicUrl, logger });
  const payments = createPaymentsService({
    db,
    provider: paymentProvider,
    payments: createPaymentsRepo(db),
    users,
    passwordResets,
    outbox,
    mailWorker,
    refunds,
    publicUrl: config.publicUrl,
    logger,
  });
  sandbox?.onEvent(payments.handleEvent);

  return {
    config,
    logger,
    db,
    mailer,
    outbox,
    mailWorker,
    readings,
    auth,
    admin: createAdminServices({ db, products, outbox, mailWorker, config }),
    catalogue,
    orders: createOrdersService({ db, orders: createOrdersRepo(db), catalogue, users }),
    customerOrders: { orders: createCustomerOrdersRepo(db), userExists: async (userId) => Boolean(await users.findById(userId)) },
    paymentProvider,
    payments,
    refunds,
    async close() {
      await mailWorker.stop();
      mailer.close();
      await db.close();
    },
  };
}
