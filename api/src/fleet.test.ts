import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { pngOfSize } from './testing/images';
import { createFleetDatabase, runScript, startServer, stopProcess, type FleetProcess, type ServerProcess } from './testing/fleet-processes';
import { startS3StandIn, type S3StandIn } from './testing/s3-stand-in';
import { freeReadingBody, POSTGRES_SKIPPED_NOTE } from './testing/test-api';

/**
 * The shop as a fleet: two real server processes (and the operator scripts) on one PostgreSQL database
 * and one bucket, each with its own data folder, as separate machines would run them. What one process
 * counts, stores or sends, the whole shop counts, stores or sends once; and a deploy that restarts them
 * one after the other, under a stream of customers, loses none of the orders either one acknowledged.
 */

const SERVER_URL = process.env.TEST_DATABASE_URL || undefined;
const FREE_READINGS = 5;
const SHUTDOWN_GRACE_MS = 3000;
const ADMIN = { email: 'fleet-admin@example.com', password: 'fleet admin password' };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const json = async (response: Response) => ({ status: response.status, body: await response.json().catch(() => undefined) });
const send = (server: ServerProcess, method: string, path: string, init: { body?: unknown; cookie?: string } = {}) =>
  fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

/** The horoscope mails every process wrote to its own mail folder, by recipient. */
function horoscopeMailsByRecipient(processes: FleetProcess[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const member of processes) {
    const folder = join(member.dataDir, 'mail');
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder)) {
      const mail = readFileSync(join(folder, file), 'utf8');
      if (!/^Subject: Your \w+ horoscope for /m.test(mail)) continue;
      const to = /^To: (.+)$/m.exec(mail)?.[1]?.trim() ?? '?';
      counts.set(to, (counts.get(to) ?? 0) + 1);
    }
  }
  return counts;
}

describe.skipIf(!SERVER_URL)(`a fleet of two server processes on one PostgreSQL database and one bucket${SERVER_URL ? '' : ` (${POSTGRES_SKIPPED_NOTE})`}`, () => {
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let store: S3StandIn | undefined;
  let db: pg.Client | undefined;
  const processes: FleetProcess[] = [];
  let first: ServerProcess;
  let second: ServerProcess;
  let env: Record<string, string>;
  const readingCodes: string[] = [];
  let sketchUrl: string;
  let adminCookie: string;

  beforeAll(async () => {
    database = await createFleetDatabase(SERVER_URL!);
    store = await startS3StandIn();
    env = {
      NODE_ENV: 'production',
      PAYMENTS_TEST_MODE: 'true',
      DATABASE_URL: database.url,
      PUBLIC_URL: 'http://shop.test',
      FREE_READING_RATE_LIMIT: `${FREE_READINGS}/600`,
      // The catalogue's order form carries the rolling restart's stream of writes, all from one client:
      // its limit is far above what that stream places, so no order is refused for it.
      ORDER_RATE_LIMIT: '100000/600',
      LOG_LEVEL: 'info',
      // A stopping process answers health `draining` this long before it stops listening.
      SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
      STATIC_DIR: join(process.cwd(), '.tmp/no-pwa-build'),
      // The same first admin for every process, as a fleet's shared environment has it.
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...store.env,
    };
    // Both at once on the empty database: each migrates at start, and neither may fail or migrate twice.
    const started = await Promise.allSettled([startServer('first', env), startServer('second', env)]);
    for (const result of started) if (result.status === 'fulfilled') processes.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    [first, second] = processes as [ServerProcess, ServerProcess];
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }, 90_000);

  afterAll(async () => {
    await Promise.all(processes.map((member) => stopProcess(member)));
    await db?.end();
    await store?.close();
    await database?.drop();
  }, 30_000);

  it('starts both processes together on the empty database, which is migrated once', async () => {
    const { rows } = await db!.query('select name, count(*)::int as runs from knex_migrations group by name');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.runs !== 1)).toEqual([]);
    for (const server of [first, second]) expect((await send(server, 'GET', '/api/health')).status).toBe(200);
  });

  it('gives one client the configured number of free readings across both processes, not that many per process', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= FREE_READINGS; i += 1) {
      const server = i % 2 === 0 ? first : second;
      const response = await json(await send(server, 'POST', '/api/free-soulmate', { body: freeReadingBody({ email: `fleet${i}@example.com` }) }));
      statuses.push(response.status);
      if (response.status === 201) readingCodes.push(response.body.order.requestCode);
    }
    expect(statuses).toEqual([...Array<number>(FREE_READINGS).fill(201), 429]);
  });

  it('serves a sketch uploaded through one process from the other, byte for byte, out of the bucket', async () => {
    // Signed in through the first, uploading through the second: sessions are the database's too.
    const login = await send(first, 'POST', '/api/login', { body: { username: ADMIN.email, password: ADMIN.password } });
    expect(login.status).toBe(200);
    adminCookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const sketch = pngOfSize(200 * 1024);
    const upload = await fetch(`${second.baseUrl}/api/admin/uploads`, { method: 'POST', headers: { cookie: adminCookie, 'content-type': 'image/png' }, body: new Uint8Array(sketch) });
    expect(upload.status).toBe(201);
    sketchUrl = (await upload.json()).url;

    const served = await fetch(`${first.baseUrl}${sketchUrl}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(sketch)).toBe(true);
    const key = sketchUrl.slice('/uploads/'.length);
    expect((await store!.objectBytes(key))?.equals(sketch)).toBe(true);
    const s3 = new S3Client({
      region: store!.settings.region,
      endpoint: store!.settings.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: store!.settings.accessKeyId, secretAccessKey: store!.settings.secretAccessKey },
    });
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: store!.settings.bucket }));
    s3.destroy();
    expect(listed.Contents?.map((object) => object.Key)).toContain(key);
    for (const server of [first, second]) expect(existsSync(join(server.dataDir, 'uploads', key))).toBe(false);
  }, 40_000);

  it('mails each subscriber one daily horoscope when three horoscope:send runs overlap beside both servers', async () => {
    const subscribers = readingCodes.slice(0, 3);
    for (const [i, code] of subscribers.entries()) {
      const response = await send(i % 2 === 0 ? first : second, 'PATCH', `/api/readings/${code}`, { body: { horoscopeSubscription: true } });
      expect(response.status).toBe(200);
      // The inbox confirms from its mail, through the other server (nothing starts without it).
      const mail = (await db!.query("select o.text_body from notification_outbox o join orders r on r.email = o.to_address where r.request_code = $1 and o.subject = 'Confirm your daily horoscope'", [code])).rows[0];
      const token = /\/horoscope\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(String(mail?.text_body))?.[1];
      expect((await send(i % 2 === 0 ? second : first, 'POST', `/api/horoscope/confirm?token=${token}`, { body: {} })).status).toBe(200);
    }
    const runs = await Promise.all([1, 2, 3].map((n) => runScript(`horoscope-send-${n}`, 'scripts/horoscope-send.ts', env)));
    processes.push(...runs);
    for (const run of runs) expect(run.code, run.output()).toBe(0);

    // A mail a server's worker took may still be on its way when the scripts end.
    const deadline = Date.now() + 15_000;
    let rows: { to_address: string; status: string }[] = [];
    do {
      rows = (await db!.query("select to_address, status from notification_outbox where kind = 'daily-horoscope' and channel = 'mail' order by to_address")).rows;
      if (rows.length === subscribers.length && rows.every((row) => row.status === 'sent')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    } while (Date.now() < deadline);
    const addresses = subscribers.map((_, i) => `fleet${i}@example.com`).sort();
    expect(rows).toEqual(addresses.map((address) => ({ to_address: address, status: 'sent' })));
    expect(Object.fromEntries(horoscopeMailsByRecipient(processes))).toEqual(Object.fromEntries(addresses.map((address) => [address, 1])));
  }, 60_000);

  it('loses no acknowledged order while both processes are restarted one after the other under a stream of orders', async () => {
    const begun = Date.now();
    // What the load balancer sends to, by position: a process started again takes its place, on its port.
    const members: ServerProcess[] = [first, second];
    const restart = async (position: number, name: string) => {
      const old = members[position]!;
      old.child.kill('SIGTERM');
      const { code } = await old.exited;
      expect(code, old.output()).toBe(0);
      const again = await startServer(name, env, { replacing: old });
      processes.push(again);
      members[position] = again;
      expect((await send(again, 'GET', '/api/health')).status).toBe(200);
    };

    const acknowledged: { email: string; requestCode: string; by: string; at: number }[] = [];
    const turnedAway: string[] = [];
    const unexpected: string[] = [];
    /** One order to one process: acknowledged, turned away (to be sent to the other), or something else. */
    const place = async (member: ServerProcess, email: string): Promise<'acknowledged' | 'turned away' | 'unexpected'> => {
      let response: Response;
      try {
        response = await send(member, 'POST', '/api/orders', { body: { productId: PRODUCT_IDS.soulmateReading, name: 'Rolling Customer', email } });
      } catch (error) {
        // A refused connection, or one closed under a request not yet answered: no answer, no promise.
        turnedAway.push(`${member.name}: ${(error as { cause?: { code?: string } }).cause?.code ?? String(error)}`);
        return 'turned away';
      }
      const body = await response.json().catch(() => undefined);
      if (response.status === 201 && body?.order?.requestCode) {
        acknowledged.push({ email, requestCode: body.order.requestCode, by: member.name, at: Date.now() });
        return 'acknowledged';
      }
      if (response.status === 503 && ['draining', 'unavailable'].includes(body?.error?.code)) {
        turnedAway.push(`${member.name}: 503 ${body.error.code}`);
        return 'turned away';
      }
      unexpected.push(`${member.name}: ${response.status} ${JSON.stringify(body)}`);
      return 'unexpected';
    };
    // A few clients, each alternating between the processes; one turned away tries the other, as a load balancer would.
    let streaming = true;
    const client = async (n: number) => {
      for (let i = 0; streaming; i += 1) {
        const email = `rolling-${n}-${i}@example.com`;
        const position = (n + i) % 2;
        if ((await place(members[position]!, email)) === 'turned away' && (await place(members[1 - position]!, email)) === 'turned away') await pause(50);
        await pause(40);
      }
    };
    const clients = Promise.all([0, 1, 2].map((n) => client(n)));

    let rollFrom = 0;
    let rollTo = 0;
    try {
      await pause(500);
      rollFrom = Date.now();
      await restart(0, 'first-again');
      await restart(1, 'second-again');
      rollTo = Date.now();
      await pause(500);
    } finally {
      // Stopped however the restarts went, and the tests after use the processes now running.
      streaming = false;
      await clients;
      [first, second] = members as [ServerProcess, ServerProcess];
    }

    const { rows } = await db!.query<{ request_code: string; email: string }>('select request_code, email from orders where request_code = any($1)', [
      acknowledged.map((order) => order.requestCode),
    ]);
    const found = new Map(rows.map((row) => [row.request_code, row.email]));
    const lost = acknowledged.filter((order) => found.get(order.requestCode) !== order.email);
    const during = acknowledged.filter((order) => order.at >= rollFrom && order.at <= rollTo);
    const tally = (names: string[]) => names.reduce<Record<string, number>>((counts, name) => ({ ...counts, [name]: (counts[name] ?? 0) + 1 }), {});
    const byProcess = tally(acknowledged.map((order) => order.by));
    console.info(
      `rolling restart: ${acknowledged.length} orders acknowledged (${during.length} during the ${rollTo - rollFrom} ms of restarts), ${rows.length} found, ` +
        `${turnedAway.length} turned away and sent on ${JSON.stringify(tally(turnedAway))}; by process ${JSON.stringify(byProcess)}; whole test ${Date.now() - begun} ms`,
    );

    expect(unexpected).toEqual([]);
    expect(lost).toEqual([]);
    expect(rows.length).toBe(acknowledged.length);
    expect(during.length).toBeGreaterThanOrEqual(30);
    // Both processes started again took their share of the stream.
    for (const member of members) expect(byProcess[member.name], member.name).toBeGreaterThan(0);
    for (const member of members) expect((await send(member, 'GET', '/api/health')).status).toBe(200);
  }, 120_000);

  it('on SIGTERM finishes the request in flight and exits 0 within 10 s, while the other process keeps serving', async () => {
    const sketch = pngOfSize(64 * 1024);
    // An upload whose body is still arriving when the signal comes.
    let status = 0;
    let finish = () => {};
    const upload = new Promise<string>((resolve, reject) => {
      const req = request(`${second.baseUrl}/api/admin/uploads`, {
        method: 'POST',
        headers: { cookie: adminCookie, 'content-type': 'image/png', 'content-length': String(sketch.length) },
      });
      req.on('response', (response) => {
        status = response.statusCode ?? 0;
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve(text));
        response.on('error', reject);
      });
      req.on('error', reject);
      req.write(sketch.subarray(0, 1024));
      finish = () => req.end(sketch.subarray(1024));
    });
    // Awaited below; a connection cut by the shutdown must fail the test there, not as an unhandled rejection.
    upload.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalled = Date.now();
    second.child.kill('SIGTERM');
    await second.waitForOutput(/"signal":"SIGTERM"/, 5_000);
    // Within its grace the stopping process tells the load balancer to look elsewhere; the other serves on.
    const health = await json(await send(second, 'GET', '/api/health'));
    expect(health).toMatchObject({ status: 503, body: { error: { code: 'draining' } } });
    const during = await Promise.all([send(first, 'GET', '/api/health'), fetch(`${first.baseUrl}${sketchUrl}`)]);
    expect(during.map((response) => response.status)).toEqual([200, 200]);

    finish();
    const answer = await upload;
    expect(status, answer).toBe(201);
    const key = (JSON.parse(answer) as { url: string }).url.slice('/uploads/'.length);
    expect((await store!.objectBytes(key))?.equals(sketch)).toBe(true);

    const { code } = await second.exited;
    expect(code, second.output()).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    const after = await Promise.all([send(first, 'GET', '/api/health'), fetch(`${first.baseUrl}/uploads/${key}`)]);
    expect(after.map((response) => response.status)).toEqual([200, 200]);
  }, 30_000);
});
