/**
 * `npm run bench`: requests per second and p99 latency of the shop's two hot routes — reading a request
 * by code and accepting a free reading — on the built server with a SQLite file, against a bare
 * node:http baseline with the same driver and pragmas, measured in the same run. Each measurement is
 * bounded (10 s, 10 connections) and only touches 127.0.0.1. Targets: reads >= 0.6x, writes >= 0.45x.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { migrateDatabase, openDatabase } from '../../api/src/db/database';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const TARGETS = { read: 0.6, write: 0.45 };
const FREE_READING = {
  name: 'Bench Mark',
  birthdate: '1990-06-15',
  gender_preference: 'female',
  soulmate_trait: 'Patient, warm and curious about the world',
  question: 'When will I meet the person I am meant to be with?',
};
// Each request gets an address of its own (this run's id and a counter): past its share of mails an
// address gets no confirmation mail, so one repeated address would measure requests that skip the mail
// (and log a warning each) instead of the whole work of a visitor's request.
const RUN_ID = randomBytes(4).toString('hex');
let requestsMade = 0;
const freeReadingBody = () => JSON.stringify({ ...FREE_READING, email: `bench-${RUN_ID}-${++requestsMade}@example.com` });

interface Result {
  rps: number;
  p99: number;
  errors: number;
}

async function waitFor(url: string): Promise<void> {
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

async function measure(title: string, options: autocannon.Options): Promise<Result> {
  // A short warm-up lets V8 optimise the handlers before the measured run.
  await autocannon({ ...options, duration: 2, connections: CONNECTIONS });
  const result = await autocannon({ ...options, duration: DURATION_S, connections: CONNECTIONS });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(`  ${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${errors}`);
  return { rps: result.requests.average, p99: result.latency.p99, errors };
}

async function seedCode(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/free-soulmate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: freeReadingBody() });
  const body = (await response.json()) as { order: { requestCode: string } };
  return body.order.requestCode;
}

async function benchTarget(name: string, baseUrl: string): Promise<{ read: Result; write: Result }> {
  const code = await seedCode(baseUrl);
  console.log(`${name}`);
  const read = await measure('GET /api/readings/by-code/{code}', { url: `${baseUrl}/api/readings/by-code/${code}` });
  const write = await measure('POST /api/free-soulmate', {
    url: `${baseUrl}/api/free-soulmate`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: freeReadingBody() }) }],
  });
  return { read, write };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const work = mkdtempSync(join(tmpdir(), 'soulsketch-bench-'));
const children: ChildProcess[] = [];
try {
  const shopPort = 4610;
  const shop = spawn(process.execPath, ['dist/server/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The bench orders in the test-mode sandbox; a developer's own Stripe keys stay out.
      PAYMENTS_TEST_MODE: 'true',
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      PORT: String(shopPort),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'shop'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Measure the routes, not the limiter's refusals: the limiter still runs on every request.
      FREE_READING_RATE_LIMIT: '100000000/60',
    },
    stdio: 'inherit',
  });
  children.push(shop);
  await waitFor(`http://127.0.0.1:${shopPort}/api/health`);
  const shopResult = await benchTarget('SoulSketch (Koa, built server, SQLite)', `http://127.0.0.1:${shopPort}`);
  await stop(shop);

  // The baseline gets a database migrated by the same migrations.
  const baselineFile = join(work, 'baseline.sqlite');
  const db = openDatabase(`file:${baselineFile}`);
  await migrateDatabase(db);
  await db.close();
  const baselinePort = 4611;
  const baseline = fork('scripts/bench/baseline-server.mjs', [baselineFile, String(baselinePort)], { stdio: 'inherit' });
  children.push(baseline);
  await new Promise((resolve) => baseline.once('message', resolve));
  const baselineResult = await benchTarget('Baseline (bare node:http, better-sqlite3)', `http://127.0.0.1:${baselinePort}`);
  await stop(baseline);

  const ratios = { read: shopResult.read.rps / baselineResult.read.rps, write: shopResult.write.rps / baselineResult.write.rps };
  console.log('\nRatio to baseline');
  let ok = true;
  for (const kind of ['read', 'write'] as const) {
    const pass = ratios[kind] >= TARGETS[kind] && shopResult[kind].errors === 0;
    ok &&= pass;
    console.log(`  ${kind.padEnd(6)} ${ratios[kind].toFixed(2)}x (target >= ${TARGETS[kind]}x)  ${pass ? 'ok' : 'BELOW TARGET'}`);
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  await Promise.all(children.map(stop));
  rmSync(work, { recursive: true, force: true });
}
