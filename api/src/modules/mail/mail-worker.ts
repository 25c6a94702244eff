import type { Logger } from 'pino';
import type { Mailer } from '../../integrations/mailer';
import type { OutboxRepo } from './outbox.repo';

export interface MailWorkerOptions {
  pollMs?: number;
  /** Attempts before a mail is marked failed (about a day with the backoff below). */
  maxAttempts?: number;
  leaseMs?: number;
  batchSize?: number;
}

/** Backoff between attempts: 30 s, 1 min, 2 min ... capped at 1 hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 60 * 60 * 1000);
}

/**
 * Sends the outbox. Runs in the API process on a timer and is nudged when a mail is queued, so mail
 * leaves within a moment; a mail that fails is tried again later, and a crash mid-send only delays it
 * (the lease expires and another pass takes it).
 */
export function createMailWorker(outbox: OutboxRepo, mailer: Mailer, logger: Logger, options: MailWorkerOptions = {}) {
  const { pollMs = 2000, maxAttempts = 12, leaseMs = 60_000, batchSize = 20 } = options;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await outbox.claimDue(new Date(), leaseMs, batchSize);
      if (batch.length === 0) return sent;
      for (const mail of batch) {
        try {
          await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
          await outbox.markSent(mail.id, new Date());
          sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const next = mail.attempts >= maxAttempts ? null : new Date(Date.now() + retryDelayMs(mail.attempts));
          logger.warn({ mailId: mail.id, attempt: mail.attempts, willRetry: next !== null, error: message }, 'mail send failed');
          await outbox.markFailed(mail.id, message, next);
        }
      }
      if (batch.length < batchSize) return sent;
    }
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
      } while (again);
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
        .catch((error: unknown) => logger.error({ err: error }, 'mail worker pass failed'))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    start(): void {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await current?.catch(() => undefined);
    },
    /** Called after a mail is queued: send now rather than at the next tick. */
    nudge(): void {
      if (stopped) return;
      drain().catch((error: unknown) => logger.error({ err: error }, 'mail worker pass failed'));
    },
    drain,
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
