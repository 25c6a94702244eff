import type { Agent } from 'node:https';
import type { Logger } from 'pino';
import type { Config } from '../../config/env';
import type { Database } from '../../db/database';
import type { Mailer } from '../../integrations/mailer';
import { createPushSender } from '../../integrations/web-push';
import { createNotificationWorker, type NotificationWorkerOptions } from './notification-worker';
import { createOutboxRepo } from './outbox.repo';
import { createPushService } from './push.service';
import { createPushSubscriptionsRepo } from './push-subscriptions.repo';
import { createReadyNotices } from './ready-notice';
import { createSettingsRepo } from './settings.repo';
import { loadVapidKeys } from './vapid-keys';

export interface NotificationsOptions {
  worker?: NotificationWorkerOptions;
  /** Tests only: the HTTPS agent that trusts the local push stand-in's certificate. */
  pushAgent?: Agent;
}

/**
 * The notifications module: the one outbox (mail and push), its worker, the customer's push devices
 * and the "reading ready" notice. Loads (or makes, once) the VAPID keys, hence async.
 */
export async function createNotifications(deps: { db: Database; config: Pick<Config, 'push'>; mailer: Mailer; logger: Logger }, options: NotificationsOptions = {}) {
  const { db, config, mailer, logger } = deps;
  const outbox = createOutboxRepo(db);
  const subscriptions = createPushSubscriptionsRepo(db);
  const keys = await loadVapidKeys(config, createSettingsRepo(db));
  const sender = createPushSender({ keys, subject: config.push.subject, agent: options.pushAgent });
  return {
    outbox,
    worker: createNotificationWorker({ outbox, mailer, push: { sender, subscriptions }, logger }, options.worker),
    readyNotices: createReadyNotices({ outbox, subscriptions }),
    push: createPushService({ subscriptions, publicKey: keys.publicKey, extraAllowedHosts: config.push.extraAllowedHosts }),
  };
}

export type Notifications = Awaited<ReturnType<typeof createNotifications>>;
