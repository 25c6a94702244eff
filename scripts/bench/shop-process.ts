/**
 * The built server (dist/server/server.js) as its own process, the way the shop runs in production,
 * started and stopped for `npm run bench`. Every process started here is stopped by `stopAll`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { sandboxShopEnv } from '../sandbox-shop-env.mjs';

const running = new Set<ChildProcess>();

export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Starts one server process on 127.0.0.1:`port` and answers once its health check does. */
export async function startShop(options: { port: number; dataDir: string; databaseUrl?: string }): Promise<ChildProcess> {
  const shop = spawn(process.execPath, ['dist/server/server.js'], {
    // The bench orders in the test-mode sandbox.
    env: sandboxShopEnv({
      port: options.port,
      dataDir: options.dataDir,
      extra: {
        DATABASE_URL: options.databaseUrl ?? '',
        // Measure the routes, not the limiter's refusals: the limiter still runs on every request (on
        // PostgreSQL its counters are shared by the processes). Every request comes from one client, so
        // its per-client limit must let all of them through; each has an address of its own, so the
        // per-address mail limit lets each mail through at its default.
        FREE_READING_RATE_LIMIT: '100000000/60',
      },
    }),
    stdio: 'inherit',
  });
  running.add(shop);
  shop.once('exit', () => running.delete(shop));
  await waitFor(`http://127.0.0.1:${options.port}/api/health`);
  return shop;
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(stop));
}
