import type { Logger } from 'pino';
import type { Mailer } from '../../integrations/mailer';
import { PushServiceError, type PushSender } from '../../integrations/web-push';
import type { ClaimedMail, ClaimedNotification, ClaimedPush, Lease, OutboxRepo } from './outbox.repo';
import type { PushSubscriptionsRepo } from './push-subscriptions.repo';

/**
 * How long a worker holds the rows it takes before another worker may take them: well past the longest
 * a send waits on its server (SMTP_TIMEOUTS in integrations/mailer.ts, the push timeout of 30 s), and
 * renewed while a send lasts: another worker takes a row only from a worker that stopped (a crash).
 */
export const OUTBOX_LEASE_MS = 120_000;

export interface NotificationWorkerOptions {
  pollMs?: number;
  /** Attempts before a row is marked failed (about a day with the backoff below). */
  maxAttempts?: number;
  /** OUTBOX_LEASE_MS unless told (tests shorten it). */
  leaseMs?: number;
  batchSize?: number;
}

/** How long a push service keeps a "ready" push for an offline device; past it the push is dropped. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** Backoff between attempts: 30 s, 1 min, 2 min ... capped at 1 hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 60 * 60 * 1000);
}

/** `Retry-After` in seconds or as an HTTP date, as a delay from `now` (undefined when absent or unreadable). */
export function retryAfterMs(header: string | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

type Outcome = { result: 'sent' } | { result: 'retry'; error: string; delayMs?: number } | { result: 'failed'; error: string };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface Deps {
  outbox: OutboxRepo;
  mailer: Mailer;
  push: { sender: PushSender; subscriptions: PushSubscriptionsRepo };
  logger: Logger;
}

/**
 * Sends the outbox, every channel (docs/decisions/013-notifications.md). Runs in each API process on a
 * timer and is nudged when a row is queued, so a notice leaves within a moment; a failed send is tried
 * again later, and a crash mid-send only delays it (the lease ends and another pass takes it).
 */
export function createNotificationWorker({ outbox, mailer, push, logger }: Deps, options: NotificationWorkerOptions = {}) {
  const { pollMs = 2000, maxAttempts = 12, leaseMs = OUTBOX_LEASE_MS, batchSize = 20 } = options;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<number> | undefined;
  let again = false;
  let stopped = true;
  /** Set by `stop` (a shutdown): the pass under way sends the row in hand, then hands the rest back. */
  let halting = false;

  async function deliverMail(mail: ClaimedMail): Promise<Outcome> {
    try {
      await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.headers ? { headers: mail.headers } : {}) });
      return { result: 'sent' };
    } catch (error) {
      return { result: 'retry', error: errorText(error) };
    }
  }

  /**
   * One push to one device. 404/410: the browser dropped the subscription, so it is deleted; 429 and
   * 5xx: the service is busy, tried again (after its Retry-After when it gives one); any other 4xx is
   * our request's fault, recorded and not repeated.
   */
  async function deliverPush(row: ClaimedPush, now: Date): Promise<Outcome> {
    if (!row.target) return { result: 'failed', error: 'The device was turned off before the push left.' };
    if (!row.message) return { result: 'failed', error: 'The queued push message is unreadable.' };
    if (now.getTime() - Date.parse(row.createdAt) > PUSH_TTL_SECONDS * 1000) return { result: 'failed', error: 'Not delivered within its time to live.' };
    const { target } = row;
    try {
      await push.sender.send({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(row.message), {
        ttlSeconds: PUSH_TTL_SECONDS,
        urgency: 'high',
      });
      await push.subscriptions.markSuccess(target.id, new Date());
      return { result: 'sent' };
    } catch (error) {
      if (!(error instanceof PushServiceError)) return { result: 'retry', error: errorText(error) };
      if (error.statusCode === 404 || error.statusCode === 410) {
        await push.subscriptions.remove(target.id);
        return { result: 'failed', error: `The device's subscription has ended (${error.statusCode}); it was removed.` };
      }
      if (error.statusCode === 429 || error.statusCode >= 500) return { result: 'retry', error: error.message, delayMs: retryAfterMs(error.retryAfter) };
      return { result: 'failed', error: error.message };
    }
  }

  /**
   * Runs a row's send while keeping its lease: first a renewal that also checks the row is still this
   * worker's (one waiting behind a slow batch may have been taken by another worker since), then one
   * every third of the lease until the send ends. A send that takes longer than the lease (a slow mail
   * server) so keeps its row, and no other worker takes it and sends it again. Undefined: not ours.
   */
  async function whileHeld(lease: Lease, send: () => Promise<Outcome>): Promise<Outcome | undefined> {
    const renew = () => outbox.renewLease(lease, new Date(Date.now() + leaseMs));
    if (!(await renew())) return undefined;
    let renewing: Promise<unknown> = Promise.resolve();
    const renewal = setInterval(() => {
      renewing = renewing.then(renew).catch((error: unknown) => logger.warn({ err: error, notificationId: lease.id }, 'notification lease not renewed'));
    }, leaseMs / 3);
    renewal.unref();
    try {
      return await send();
    } finally {
      clearInterval(renewal);
      // A renewal still running would lock the row again after it is marked.
      await renewing;
    }
  }

  async function deliver(row: ClaimedNotification): Promise<boolean> {
    const log = { notificationId: row.id, channel: row.channel, attempt: row.attempts };
    const outcome = await whileHeld(row, () => (row.channel === 'mail' ? deliverMail(row) : deliverPush(row, new Date())));
    if (!outcome) {
      logger.warn(log, 'notification left to the worker that took it after this one\'s lease ran out');
      return false;
    }
    if (outcome.result === 'sent') {
      // Only the lease's holder records the send: a worker that lost its lease changes nothing.
      if (!(await outbox.markSent(row, new Date()))) logger.warn(log, 'notification sent after its lease was lost: it may be sent again');
      return true;
    }
    const retry = outcome.result === 'retry' && row.attempts < maxAttempts;
    const next = retry ? new Date(Date.now() + (outcome.delayMs ?? retryDelayMs(row.attempts))) : null;
    logger.warn({ ...log, willRetry: retry, error: outcome.error }, 'notification send failed');
    await outbox.markFailed(row, outcome.error, next);
    return false;
  }

  /** The rows of a batch left unsent when the worker stops: another process may take them at once. */
  async function release(rows: ClaimedNotification[]): Promise<void> {
    for (const row of rows) {
      await outbox.releaseLease(row).catch((error: unknown) => logger.warn({ err: error, notificationId: row.id }, 'notification lease not released: another worker takes it when the lease ends'));
    }
  }

  async function sendDue(): Promise<number> {
    let sent = 0;
    while (!halting) {
      const batch = await outbox.claimDue(new Date(), leaseMs, batchSize);
      if (batch.length === 0) return sent;
      for (const [index, row] of batch.entries()) {
        if (halting) {
          await release(batch.slice(index));
          return sent;
        }
        if (await deliver(row)) sent += 1;
      }
      if (batch.length < batchSize) return sent;
    }
    return sent;
  }

  /**
   * Sends until nothing is due. One pass at a time: a call during a pass asks that pass to look again
   * before it finishes, and gets the same promise.
   */
  function drain(): Promise<number> {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      let total = 0;
      do {
        again = false;
        total += await sendDue();
      } while (again && !halting);
      return total;
    })().finally(() => {
      current = undefined;
    });
    return current;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      drain()
        .catch((error: unknown) => logger.error({ err: error }, 'notification worker pass failed'))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    start(): void {
      if (!stopped) return;
      stopped = false;
      halting = false;
      schedule();
    },
    /**
     * Stops taking work: no new pass, and the pass under way finishes the send in hand (cut short, a
     * mail could reach its reader and be sent again) and releases the rows it took but did not send.
     */
    async stop(): Promise<void> {
      stopped = true;
      halting = true;
      clearTimeout(timer);
      await current?.catch(() => undefined);
    },
    /** Called after a row is queued: send now rather than at the next tick. */
    nudge(): void {
      if (stopped) return;
      drain().catch((error: unknown) => logger.error({ err: error }, 'notification worker pass failed'));
    },
    drain,
  };
}

export type NotificationWorker = ReturnType<typeof createNotificationWorker>;
