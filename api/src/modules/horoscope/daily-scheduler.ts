import type { Logger } from 'pino';
import type { EnqueueDailyHoroscopes } from './daily-send';
import type { DeleteExpiredSubscriptions } from './retention';

/** How often the server looks for subscribers whose 07:00 has come. */
export const DAILY_TICK_MS = 60_000;

/**
 * The server's minute tick of the daily send: a run at start, then one a minute after each run ends
 * (runs never overlap in one process; several processes may run side by side, the outbox's keys keep
 * each day to one mail). Started by server.ts beside the notification worker; `stop` cuts the wait
 * short and waits for a run in progress, so a test or a shutdown leaves nothing behind. A failed run
 * is logged and the next tick tries again. With `deleteExpired` (retention.ts), each tick also deletes
 * the subscriptions past their keeping (that function runs its delete at most once an hour).
 */
export function createDailyScheduler(
  { send, deleteExpired, logger }: { send: EnqueueDailyHoroscopes; deleteExpired?: DeleteExpiredSubscriptions; logger: Logger },
  options: { tickMs?: number } = {},
) {
  const tickMs = options.tickMs ?? DAILY_TICK_MS;
  let loop: Promise<void> | undefined;
  let ending = false;
  let wake = () => {};
  let pause: NodeJS.Timeout | undefined;

  const nextTick = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      pause = setTimeout(resolve, tickMs);
      pause.unref();
    });

  async function runUntilStopped(): Promise<void> {
    while (!ending) {
      try {
        await send(new Date());
      } catch (error) {
        logger.error({ err: error }, 'daily horoscope send failed');
      }
      try {
        await deleteExpired?.(new Date());
      } catch (error) {
        logger.error({ err: error }, 'expired horoscope subscriptions not deleted');
      }
      if (!ending) await nextTick();
    }
  }

  return {
    start(): void {
      if (loop) return;
      ending = false;
      loop = runUntilStopped();
    },
    async stop(): Promise<void> {
      ending = true;
      clearTimeout(pause);
      wake();
      await loop;
      loop = undefined;
    },
  };
}

export type DailyScheduler = ReturnType<typeof createDailyScheduler>;
