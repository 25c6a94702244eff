import type { Logger } from 'pino';
import type { EnqueueDailyHoroscopes } from './daily-send';

/** How often the server looks for subscribers whose 07:00 has come. */
export const DAILY_TICK_MS = 60_000;

/**
 * The server's minute tick of the daily send: at start, then a minute after each run ends (runs never
 * overlap in one process; several processes may run side by side, the outbox's keys keep each day to
 * one mail). Started by server.ts beside the notification worker; `stop` waits for a run in progress,
 * so a test or a shutdown leaves nothing behind. A failed run is logged and the next tick tries again.
 */
export function createDailyScheduler({ send, logger }: { send: EnqueueDailyHoroscopes; logger: Logger }, options: { tickMs?: number } = {}) {
  const { tickMs = DAILY_TICK_MS } = options;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> | undefined;
  let stopped = true;

  function run(): void {
    current = send(new Date())
      .catch((error: unknown) => logger.error({ err: error }, 'daily horoscope send failed'))
      .finally(() => {
        current = undefined;
        schedule();
      });
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(run, tickMs);
    timer.unref();
  }

  return {
    start(): void {
      if (!stopped) return;
      stopped = false;
      run();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

export type DailyScheduler = ReturnType<typeof createDailyScheduler>;
