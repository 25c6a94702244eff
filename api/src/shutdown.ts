import type { Server } from 'node:http';
import type { Container } from './container';

/** A stopping process is gone within this long of the signal, whatever its requests are doing. */
export const SHUTDOWN_DEADLINE_MS = 10_000;
/** What the deadline keeps for cutting the last connections, closing the database and exiting. */
const LAST_STEPS_MS = 1_000;
/** How often, while requests finish, connections that went idle since are closed. */
const IDLE_SWEEP_MS = 100;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The process's way out on SIGTERM or SIGINT (docs/decisions/024), in order:
 * 1. draining: health answers 503 `draining` and every answer closes its connection, for `graceMs`
 *    while the load balancer notices; the workers stop taking work at once (the notification worker
 *    hands back the rows it took and did not send, the daily horoscope's tick ends);
 * 2. the listener closes: new connections are refused, idle kept-alive ones are closed, requests under
 *    way finish;
 * 3. the container closes (database, mail) and the process exits 0.
 * A request still running 9 s after the signal is cut, and the process exits 1 within the 10 s: a
 * process manager's own deadline (often 10 s before SIGKILL) never has to kill it mid-write.
 */
export function createShutdown({ server, container, exit }: { server: Server; container: Container; exit: (code: number) => void }) {
  const { logger, config } = container;
  let started: number | undefined;

  async function forceAtDeadline(): Promise<void> {
    logger.error({ afterMs: Date.now() - started! }, 'requests still running at the shutdown deadline: their connections are cut');
    server.closeAllConnections();
    await Promise.race([container.close().catch(() => undefined), pause(LAST_STEPS_MS / 2)]);
    exit(1);
  }

  async function stop(signal: string): Promise<void> {
    started = Date.now();
    logger.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: draining');
    container.draining.begin();
    setTimeout(() => void forceAtDeadline(), SHUTDOWN_DEADLINE_MS - LAST_STEPS_MS).unref();
    const workersStopped = Promise.all([container.horoscopeScheduler.stop(), container.notifier.stop()]);

    await pause(config.shutdownGraceMs);
    logger.info('no longer accepting connections: waiting for requests under way');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A connection whose request began before draining was told to keep alive: closed once it is idle.
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.closeIdleConnections();
    await closed;
    clearInterval(sweep);
    await workersStopped;
    await container.close();
    logger.info({ afterMs: Date.now() - started }, 'stopped');
    exit(0);
  }

  return (signal: string): void => {
    if (started !== undefined) {
      logger.info({ signal }, 'shutting down already');
      return;
    }
    stop(signal).catch((error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      exit(1);
    });
  };
}
