import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';

const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'];

/** Runs the real server entry (api/src/server.ts) until it exits or is stopped; answers its exit code and output. */
function runServer(env: Record<string, string>, timeoutMs = 15_000): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'soulsketch-start-'));
  // The caller's own payment settings (and a .env file's: real variables win over it, empty ones too) stay out.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(STRIPE_|PAYMENTS_|NODE_ENV$|DATABASE_URL$)/.test(key)));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: process.cwd(),
    env: {
      ...inherited,
      ...Object.fromEntries(STRIPE_VARIABLES.map((name) => [name, ''])),
      PAYMENTS_TEST_MODE: '',
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}

describe('starting in production without Stripe keys', () => {
  it('refuses to start, naming the Stripe variables to set and PAYMENTS_TEST_MODE', async () => {
    const { code, output } = await runServer({ NODE_ENV: 'production' });
    expect(code, output).toBe(1);
    for (const name of [...STRIPE_VARIABLES, 'PAYMENTS_TEST_MODE']) expect(output).toContain(name);
  }, 30_000);
});

describeEachDatabase('payments test mode', (database) => {
  describe('declared for a demo shop in production (PAYMENTS_TEST_MODE=true)', () => {
    let api: TestApi;
    const logged: string[] = [];

    beforeAll(async () => {
      const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(line) });
      api = await startTestApi(database, { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' }, { logger });
    });
    afterAll(async () => api?.close());

    it('starts with the sandbox, tells the page so (its test-mode banner), and warns at start', async () => {
      const config = await api.request('GET', '/api/stripe/config');
      expect(config.status).toBe(200);
      expect(config.body).toMatchObject({ mode: 'sandbox' });
      const warnings = logged.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.level === 40);
      expect(warnings.map((entry) => entry.msg).join('\n')).toMatch(/test mode/i);
    });
  });

  describe('without NODE_ENV=production (a newcomer, tests)', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(database, { NODE_ENV: undefined });
    });
    afterAll(async () => api?.close());

    it('runs in test mode with nothing set', async () => {
      expect((await api.request('GET', '/api/stripe/config')).body).toMatchObject({ mode: 'sandbox' });
    });
  });
});
