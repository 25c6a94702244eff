/**
 * The built server (dist/server/server.js) as its own process, the way the shop runs in production,
 * started and stopped for `npm run bench`. Every process started here is stopped by `stopAll`.
 *
 * Each process gets a port that no other process holds: by default one the system hands out free;
 * a port asked for by number is checked first. A bench that found another process on its port would
 * measure that process instead of the shop (its health check answers just the same).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { sandboxShopEnv } from '../sandbox-shop-env.mjs';

const running = new Set<ChildProcess>();

/** Refused: another process holds the port the bench was asked to use. */
export class PortTakenError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} on 127.0.0.1 is held by another process: the bench would measure that process, not the shop. Stop it, or leave the port to the bench to choose.`);
  }
}

/** Listens on `port` (0: any free one) for a moment and answers the port it got; PortTakenError when held. */
export function claimPort(port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortTakenError(port) : error));
    probe.listen(port, '127.0.0.1', () => {
      const { port: got } = probe.address() as { port: number };
      probe.close(() => resolve(got));
    });
  });
}

/**
 * Waits until `url` answers, as long as `child` runs: a child that exits first (its port taken in the
 * meantime, a bad configuration) stops the wait with its exit code rather than with another's answer.
 */
export async function waitFor(url: string, child?: ChildProcess): Promise<void> {
  // A minute: on a machine busy with other work, a start (migrations, the render module) takes a while.
  for (let i = 0; i < 600; i++) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`The process meant to answer ${url} exited (${child.exitCode ?? child.signalCode}) before it answered.`);
    }
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within a minute`);
}

export interface Shop {
  child: ChildProcess;
  url: string;
}

/**
 * Starts one server process on 127.0.0.1 (on `port` if given, else on a free port) and answers once its
 * health check does. `script` is the built server unless a test says otherwise.
 */
export async function startShop(options: { port?: number; dataDir: string; databaseUrl?: string; script?: string }): Promise<Shop> {
  const port = await claimPort(options.port);
  const shop = spawn(process.execPath, [options.script ?? 'dist/server/server.js'], {
    // The bench orders in the test-mode sandbox.
    env: sandboxShopEnv({
      port,
      dataDir: options.dataDir,
      extra: {
        DATABASE_URL: options.databaseUrl ?? '',
        // Measure the routes, not the limiter's refusals: the limiter still runs on every request (on
        // PostgreSQL its counters are shared by the processes). Every request comes from one client, so
        // its per-client limits must let all of them through; each free reading has an address of its
        // own, so the per-address mail limit lets each mail through at its default.
        FREE_READING_RATE_LIMIT: '100000000/60',
        READING_PAGE_RATE_LIMIT: '100000000/60',
      },
    }),
    stdio: 'inherit',
  });
  running.add(shop);
  shop.once('exit', () => running.delete(shop));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, shop);
  return { child: shop, url };
}

/**
 * The CPU time (user and system, in milliseconds) the process `pid` has used so far, from Linux's
 * /proc; undefined elsewhere. Read before and after a run, it gives the server's own cost per request,
 * apart from the load generator and the other processes that share the machine.
 */
export function cpuTimeMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 a second).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
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
