import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sandboxShopEnv } from '../scripts/sandbox-shop-env.mjs';

/** The built shop as a separate process, on its own port and data folder: a test may stop and restart it. */
export interface ShopServer {
  url: string;
  dataDir: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Runs one of the project's scripts (`scripts/horoscope-send.ts`...) with the shop's own environment,
   * so it works on the same data folder and database beside the running server: answers its output.
   */
  runScript(script: string, args?: string[]): Promise<string>;
}

const ROOT = resolve(import.meta.dirname, '..');

/**
 * The first port of the journeys' shops (4400 unless E2E_PORT_BASE says otherwise): two checkouts of the
 * project on one machine can run their journeys side by side on different ranges.
 */
export const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE || 4400);

export const STAFF_ACCOUNT = { email: 'admin@soulsketch.test', password: 'e2e admin password' };

/**
 * How long a shop may take to start: migrations, the first admin's password hash, the build's files. On
 * a 2-core machine busy with other work it took over 20 s. Start-up is the machine's speed, not a wait
 * any person sees, so it is allowed generously (a hook that starts a shop allows itself this much more).
 */
export const START_TIMEOUT_MS = 60_000;

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The shop did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

export function createShopServer(port: number, env: Record<string, string> = {}): ShopServer {
  const dataDir = join(ROOT, '.tmp', `e2e-data-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  // The server's environment; a script run beside it gets the same, so both use one data folder and database.
  const shopEnv = sandboxShopEnv({
    port,
    dataDir,
    extra: {
      // Every journey comes from this one client address, where a shop's limits count one visitor:
      // the limits themselves are tested over HTTP (api/src/modules/auth/password-link-check.test.ts...).
      FREE_READING_RATE_LIMIT: '1000/60',
      CONFIRMATION_RESEND_RATE_LIMIT: '1000/60',
      PASSWORD_LINK_CHECK_RATE_LIMIT: '1000/60',
      READING_PAGE_RATE_LIMIT: '1000/60',
      // The browser's push subscription is a stand-in in tests/e2e/push.spec.ts, on this host.
      PUSH_EXTRA_ALLOWED_HOSTS: 'push.stand-in.test',
      // The first admin, as a real shop would create it at first start.
      ADMIN_EMAIL: STAFF_ACCOUNT.email,
      ADMIN_PASSWORD: STAFF_ACCOUNT.password,
      ...env,
    },
  });

  return {
    url,
    dataDir,
    async start() {
      let log = '';
      child = spawn(process.execPath, [join(ROOT, 'dist/server/server.js')], {
        cwd: ROOT,
        env: shopEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk) => (log += chunk));
      child.stderr?.on('data', (chunk) => (log += chunk));
      const starting = child;
      try {
        await waitForHealth(url, starting, () => log);
      } catch (error) {
        // A shop that never answered is not left behind: holding the port, it would answer the next
        // start's health check in its place (and every later test's requests).
        starting.kill('SIGKILL');
        if (child === starting) child = undefined;
        throw error;
      }
    },
    runScript(script, args = []) {
      return new Promise((done, fail) => {
        execFile(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, script), ...args], { cwd: ROOT, env: shopEnv }, (error, stdout, stderr) =>
          error ? fail(new Error(`${script} failed: ${error.message}\n${stderr}`)) : done(stdout),
        );
      });
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((done) => {
        running.once('exit', () => done());
        running.kill('SIGTERM');
      });
    },
  };
}
