import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freeReadingBody } from './testing/test-api';

interface Shop {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** One GET on a connection of its own (no agent): a load balancer's health check, say. */
function getOnce(port: number, path: string): Promise<{ status: number; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any -- tests look into answers freely
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The real server entry as a process of its own, on a free port and a fresh data folder. */
async function startShop(env: Record<string, string>): Promise<Shop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'soulsketch-shutdown-'));
  const port = await freePort();
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(STRIPE_|PAYMENTS_|NODE_ENV$|DATABASE_URL$|SHUTDOWN_)/.test(key)));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: process.cwd(),
    env: { ...inherited, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The shop exited with ${child.exitCode}:\n${output}`);
    if ((await getOnce(port, '/api/health').catch(() => undefined))?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`The shop did not answer /api/health:\n${output}`);
    await pause(100);
  }
  return { child, port, output: () => output, exited };
}

/** A free reading request whose body arrives in two halves: under way until `finish` is called. */
function slowRequest(port: number) {
  const body = JSON.stringify(freeReadingBody({ email: 'slow@example.com' }));
  const half = Math.floor(body.length / 2);
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/free-soulmate',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'keep-alive' },
  });
  const answered = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    req.on('response', (res: IncomingMessage) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  req.write(body.slice(0, half));
  return { answered, finish: () => req.end(body.slice(half)) };
}

describe('stopping the server process (SIGTERM)', () => {
  let shop: Shop | undefined;
  afterEach(async () => {
    if (shop && shop.child.exitCode === null) shop.child.kill('SIGKILL');
    await shop?.exited;
    shop = undefined;
  });

  it('says draining, refuses new connections, lets the request under way finish, and exits 0', async () => {
    shop = await startShop({ SHUTDOWN_GRACE_MS: '1500' });
    const { port } = shop;
    const slow = slowRequest(port);
    await pause(300); // the request has begun: its headers are in, its body is not

    const signalled = Date.now();
    shop.child.kill('SIGTERM');

    // During the grace period a new health check hears that this process is going.
    let health: { status: number; body: any } | undefined; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests look into answers freely
    while (Date.now() - signalled < 1000) {
      health = await getOnce(port, '/api/health');
      if (health.status === 503) break;
      await pause(50);
    }
    expect(health).toMatchObject({ status: 503, body: { error: { code: 'draining' } } });

    // Then new connections are refused.
    let refused: unknown;
    while (!refused && Date.now() - signalled < 4000) {
      refused = await getOnce(port, '/api/health').then(() => undefined, (error: unknown) => error);
      await pause(50);
    }
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
    expect(shop.child.exitCode).toBeNull(); // still there: a request is under way

    slow.finish();
    expect(await slow.answered).toEqual({ status: 201, connection: 'close' });
    expect(await shop.exited, shop.output()).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(shop.output()).toContain('shutting down: draining');
  }, 90_000);

  it('exits within 10 s when a request never finishes, cutting it', async () => {
    shop = await startShop({});
    const hanging = slowRequest(shop.port);
    const cut = hanging.answered.then(() => 'answered', () => 'cut');
    await pause(300);

    const signalled = Date.now();
    shop.child.kill('SIGTERM');
    expect(await shop.exited, shop.output()).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(await cut).toBe('cut');
    expect(shop.output()).toContain('shutdown deadline');
  }, 90_000);
});
