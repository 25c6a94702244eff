import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config/env';
import { migrateDatabase, openDatabase, type Database } from './db/database';
import { createDraining, type Draining } from './http/draining';
import { createRateLimits, type RateLimits } from './http/rate-limit';
import { rateLimitStoreFor, type RateLimitStore } from './http/rate-limit-store';
import { createLocalStorage } from './integrations/local-storage';
import { createMailer, type Mailer } from './integrations/mailer';
import { createS3Storage } from './integrations/s3-storage';
import { createLogger } from './logger';
import { createAdminServices, type AdminServices } from './modules/admin/admin';
import type { PaymentProvider } from './integrations/payments/payment-provider';
import { createSandboxProvider } from './integrations/payments/sandbox-provider';
import { createStripeProvider } from './integrations/payments/stripe-provider';
import { createPaymentsRepo } from './modules/payments/payments.repo';
import { createPaymentsService, type PaymentsService } from './modules/payments/payments.service';
import { createRefundsService, type RefundsService } from './modules/payments/refunds.service';
import { createNotifications, type Notifications, type NotificationsOptions } from './modules/notifications/notifications';
import type { NotificationWorker } from './modules/notifications/notification-worker';
import type { OutboxRepo } from './modules/notifications/outbox.repo';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { createPasswordResetsRepo } from './modules/auth/password-resets.repo';
import { createSessionsRepo } from './modules/auth/sessions.repo';
import { createUsersRepo } from './modules/auth/users.repo';
import { createWorkItemsRepo } from './modules/orders/work-items.repo';
import { createFulfilment } from './modules/fulfilment/fulfilment';
import { createReadingsService, type ReadingsService } from './modules/readings/readings.service';
import { createSocialProof, type SocialProof } from './modules/readings/social-proof';
import { createPremiumReadingRepo } from './modules/orders/premium-reading.repo';
import { createPremiumReadingService, type PremiumReadingService } from './modules/readings/premium-reading.service';
import { createProductsRepo } from './modules/products/products.repo';
import { createCatalogueService, type CatalogueService } from './modules/products/products.service';
import { createOrdersRepo } from './modules/orders/orders.repo';
import { createOrdersService, type OrdersService } from './modules/orders/orders.service';
import { createOrderByCodeService, type OrderByCodeService } from './modules/orders/order-by-code.service';
import { createCustomerOrdersRepo } from './modules/orders/customer-orders.repo';
import { createOrderPurchasesRepo } from './modules/orders/order-purchases.repo';
import type { CustomerOrdersDeps } from './modules/orders/customer-orders.routes';
import { createQuestionnairesRepo } from './modules/questionnaires/questionnaires.repo';
import { createQuestionnairesService, type QuestionnairesService } from './modules/questionnaires/questionnaires.service';
import { createAudioOrderRepo } from './modules/orders/audio-order.repo';
import { BUNDLED_MEDITATION, createMeditationService, type MeditationService } from './modules/meditation/meditation.service';
import { rangedFileAt } from './http/range';
import { createHoroscopeService, type HoroscopeService } from './modules/horoscope/horoscope.service';
import { createSubscriptionsRepo } from './modules/horoscope/subscriptions.repo';
import { createConsentsRepo } from './modules/horoscope/consents.repo';
import { createSettingsRepo } from './modules/notifications/settings.repo';
import { createPushSubscriptionsRepo } from './modules/notifications/push-subscriptions.repo';
import { createDailySend, type EnqueueDailyHoroscopes } from './modules/horoscope/daily-send';
import { createSubscriptionRetention } from './modules/horoscope/retention';
import { createDailyScheduler, type DailyScheduler } from './modules/horoscope/daily-scheduler';

/** Everything the app is built from; tests build one per test file on their own database file. */
export interface Container {
  config: Config;
  logger: Logger;
  db: Database;
  /** Set when the process begins to shut down (server.ts): health answers `draining`, connections close. */
  draining: Draining;
  /** Every rate limit and login throttle, counted once for the whole shop (docs/decisions/023). */
  rateLimits: RateLimits;
  mailer: Mailer;
  /** The one outbox of every notice, mail and push. */
  outbox: OutboxRepo;
  /** Sends the outbox: started by server.ts, drained by hand in tests. */
  notifier: NotificationWorker;
  /** Web push devices, and the "reading ready" notice. */
  notifications: Notifications;
  /** The order behind a request code: the order pages' reads and the horoscope subscription. */
  orderByCode: OrderByCodeService;
  /** The daily horoscope's subscribers. */
  horoscope: HoroscopeService;
  /** Queues each due subscriber's daily horoscope, once per day (run by the scheduler and `horoscope:send`). */
  enqueueDailyHoroscopes: EnqueueDailyHoroscopes;
  /** The minute tick of the daily send: started by server.ts, never in tests unless a test starts it. */
  horoscopeScheduler: DailyScheduler;
  readings: ReadingsService;
  /** The sales pages' counts of people who ordered. */
  socialProof: SocialProof;
  /** A paid reading in full, for its owner or staff. */
  premiumReadings: PremiumReadingService;
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
  /** Questionnaire answers, every form's. */
  questionnaires: QuestionnairesService;
  /** The audio orders' files, for their owners and staff. */
  meditation: MeditationService;
  close(): Promise<void>;
}

export interface ContainerOverrides {
  logger?: Logger;
  mailer?: Mailer;
  notifications?: NotificationsOptions;
  /** Where the rate limits count (tests: a store that fails); by default the database's (rateLimitStoreFor). */
  rateLimitStore?: RateLimitStore;
}

/** Opens and migrates the database, then wires repositories, services and the mail worker. */
export async function createContainer(config: Config, overrides: ContainerOverrides = {}): Promise<Container> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const db = openDatabase(config.databaseUrl, config.databaseTimeouts);
  // Migrations run on connections without the requests' timeouts: one may rightly take minutes on a
  // large table, or wait for another process's (SQLite has no timeouts, and one connection).
  const migrator = db.dialect === 'postgres' ? openDatabase(config.databaseUrl) : db;
  try {
    await migrateDatabase(migrator);
  } catch (error) {
    await db.close();
    throw error;
  } finally {
    if (migrator !== db) await migrator.close();
  }

  const rateLimits = createRateLimits(overrides.rateLimitStore ?? rateLimitStoreFor(db), logger);
  const mailer = overrides.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir: config.mailDir, logger });
  const notifications = await createNotifications({ db, config, mailer, logger }, overrides.notifications);
  const { outbox, worker: notifier } = notifications;
  const users = createUsersRepo(db);
  // One orders repository behind every module that reads or writes an order (docs/decisions/014).
  const ordersRepo = createOrdersRepo(db);
  // The one writer of staff work's lifecycle: opened, timed and closed (docs/decisions/018).
  const fulfilment = createFulfilment(createWorkItemsRepo(db));
  const horoscopeSubscriptions = createSubscriptionsRepo(db);
  const pushDevices = createPushSubscriptionsRepo(db);
  const customerOrders = createCustomerOrdersRepo(db);
  const horoscope = createHoroscopeService({
    subscriptions: horoscopeSubscriptions,
    consents: createConsentsRepo(db),
    outbox,
    notifier,
    publicUrl: config.publicUrl,
    logger,
    rateLimits,
    mailsPerAddress: config.rateLimits.confirmationMailsPerAddress,
    settings: createSettingsRepo(db),
    devices: pushDevices,
    // Orders tells the horoscope module of the account's latest birth date through this function.
    latestReading: (userId) => customerOrders.latestWithBirthdate(userId),
  });
  const enqueueDailyHoroscopes = createDailySend({
    db,
    subscriptions: horoscopeSubscriptions,
    outbox,
    devices: pushDevices,
    tokenFor: horoscope.tokenFor,
    publicUrl: config.publicUrl,
    logger,
    notifier,
  });
  const horoscopeScheduler = createDailyScheduler({
    send: enqueueDailyHoroscopes,
    deleteExpired: createSubscriptionRetention({ subscriptions: horoscopeSubscriptions, logger }),
    logger,
  });
  // Orders tells the horoscope module of each subscription through this function: no import either way.
  const orderByCode = createOrderByCodeService({ orders: ordersRepo, onSubscribe: (record, options) => horoscope.requestFromReading(record, options) });
  const readings = createReadingsService({
    db,
    orders: ordersRepo,
    byCode: orderByCode,
    fulfilment,
    outbox,
    notifier,
    publicUrl: config.publicUrl,
    logger,
    rateLimits,
    mailsPerAddress: config.rateLimits.confirmationMailsPerAddress,
  });

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
    notifier,
    publicUrl: config.publicUrl,
    logger,
    rateLimits,
    limits: config.rateLimits,
  });
  await auth.ensureFirstAdmin(config.firstAdmin.email, config.firstAdmin.password);

  // Stripe with keys; without them the test-mode sandbox, whose events enter the same handler.
  const sandbox = config.stripe ? undefined : createSandboxProvider(db.knex);
  const paymentProvider = config.stripe ? createStripeProvider(config.stripe) : sandbox!;
  // A production server in test mode (a demo or staging shop, or `npm start` without NODE_ENV) says so
  // at every start: nobody should mistake it for a shop taking payments.
  if (sandbox && config.env === 'production') {
    logger.warn('payments in test mode: the built-in sandbox accepts Stripe test cards and charges nothing; set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to take real payments');
  }
  const paymentsRepo = createPaymentsRepo();
  const refunds = createRefundsService({ provider: paymentProvider, orders: ordersRepo, fulfilment, outbox, publicUrl: config.publicUrl, logger });
  const payments = createPaymentsService({
    db,
    provider: paymentProvider,
    orders: ordersRepo,
    payments: paymentsRepo,
    fulfilment,
    products,
    users,
    passwordResets,
    outbox,
    notifier,
    refunds,
    publicUrl: config.publicUrl,
    logger,
  });
  sandbox?.onEvent(payments.handleEvent);

  // Uploads in the object store when S3_BUCKET is set (a fleet's processes share them), else on local disk.
  const storage = config.s3 ? createS3Storage(config.s3, logger) : createLocalStorage(join(config.dataDir, 'uploads'));
  const admin = createAdminServices({ db, products, readyNotices: notifications.readyNotices, notifier, config, fulfilment, storage });
  return {
    config,
    logger,
    db,
    draining: createDraining(),
    rateLimits,
    mailer,
    outbox,
    notifier,
    notifications,
    orderByCode,
    horoscope,
    enqueueDailyHoroscopes,
    horoscopeScheduler,
    readings,
    socialProof: createSocialProof(ordersRepo),
    premiumReadings: createPremiumReadingService(createPremiumReadingRepo(db)),
    auth,
    admin,
    catalogue,
    orders: createOrdersService({ db, orders: ordersRepo, purchases: createOrderPurchasesRepo(db), catalogue }),
    customerOrders: { orders: customerOrders, userExists: async (userId) => Boolean(await users.findById(userId)) },
    paymentProvider,
    payments,
    refunds,
    questionnaires: createQuestionnairesService({ db, orders: ordersRepo, repo: createQuestionnairesRepo(db), fulfilment }),
    meditation: createMeditationService({
      repo: createAudioOrderRepo(db),
      bundled: () => rangedFileAt(join(config.assetsDir, BUNDLED_MEDITATION.path), BUNDLED_MEDITATION.type),
      openUpload: admin.uploads.openAudio,
    }),
    async close() {
      // The send first: it queues mail the worker would otherwise still be asked to send.
      await horoscopeScheduler.stop();
      await notifier.stop();
      mailer.close();
      await db.close();
    },
  };
}
