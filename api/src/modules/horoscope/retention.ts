import type { Logger } from 'pino';
import type { SubscriptionsRepo } from './subscriptions.repo';

/**
 * How long an ended subscription is kept (the privacy policy's promise): while it is active it stays;
 * once unsubscribed, the row is deleted this many days later. Until then the unsubscribe page's
 * "subscribe again" restarts it as it was.
 */
export const UNSUBSCRIBED_KEPT_DAYS = 30;

/** How often a process deletes the expired rows: the delete is indexed and cheap, an hour is plenty. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

const DAY_MS = 86_400_000;

/** Subscriptions unsubscribed before this instant are past their keeping. */
export function unsubscribedCutoff(now: Date): string {
  return new Date(now.getTime() - UNSUBSCRIBED_KEPT_DAYS * DAY_MS).toISOString();
}

/**
 * The retention rule's delete, run by the daily horoscope's minute tick: at most once per
 * `intervalMs` in each process (the first call deletes at once). One conditional statement, so
 * several processes running it at once delete each row once and change nothing else.
 */
export function createSubscriptionRetention({ subscriptions, logger }: { subscriptions: Pick<SubscriptionsRepo, 'deleteUnsubscribedBefore'>; logger: Logger }, options: { intervalMs?: number } = {}) {
  const intervalMs = options.intervalMs ?? RETENTION_INTERVAL_MS;
  let lastRun: number | undefined;

  /** Deletes the expired subscriptions if the interval has passed; the number deleted. */
  return async function deleteExpiredSubscriptions(now: Date = new Date()): Promise<number> {
    if (lastRun !== undefined && now.getTime() - lastRun < intervalMs && now.getTime() >= lastRun) return 0;
    lastRun = now.getTime();
    const deleted = await subscriptions.deleteUnsubscribedBefore(unsubscribedCutoff(now));
    if (deleted > 0) logger.info({ deleted, keptDays: UNSUBSCRIBED_KEPT_DAYS }, 'ended horoscope subscriptions deleted');
    return deleted;
  };
}

export type DeleteExpiredSubscriptions = ReturnType<typeof createSubscriptionRetention>;
