import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PortTakenError, startShop, stopAll } from './shop-process';

/** A stand-in for the built server: it listens where the bench's environment says and names its process. */
const STAND_IN_SERVER = `
import { createServer } from 'node:http';
createServer((req, res) => res.end(JSON.stringify({ pid: process.pid }))).listen(Number(process.env.PORT), process.env.HOST);
`;

/**
 * `npm run bench` measures the shop it started, never another process that answers on a port: it used
 * a fixed port, and when another process held it, it measured that process.
 */
describe("the bench's shop process", () => {
  let work: string;
  let script: string;
  let other: Server;
  let otherPort: number;
  let otherRequests = 0;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'soulsketch-bench-test-'));
    script = join(work, 'stand-in-server.mjs');
    writeFileSync(script, STAND_IN_SERVER);
    // Another process's server, answering every address (its health check too) with 200.
    other = createServer((_req, res) => {
      otherRequests++;
      res.end(JSON.stringify({ pid: 'another process' }));
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherPort = (other.address() as { port: number }).port;
  });
  afterEach(() => stopAll());
  afterAll(async () => {
    await new Promise((resolve) => other.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  it('stops with a clear message when the port it is given is held by another process', async () => {
    const started = startShop({ port: otherPort, dataDir: join(work, 'held'), script });
    await expect(started).rejects.toThrow(PortTakenError);
    await expect(started).rejects.toThrow(`Port ${otherPort} on 127.0.0.1 is held by another process`);
    expect(otherRequests).toBe(0);
  });

  it('otherwise starts on a port no other process holds, and what answers there is its own process', async () => {
    const shop = await startShop({ dataDir: join(work, 'free'), script });
    expect(new URL(shop.url).port).not.toBe(String(otherPort));
    const answer = (await (await fetch(`${shop.url}/api/health`)).json()) as { pid: unknown };
    expect(answer.pid).toBe(shop.child.pid);
    expect(otherRequests).toBe(0);
  });
});
