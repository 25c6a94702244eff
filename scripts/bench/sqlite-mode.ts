/**
 * `npm run bench` (the default): the built server on a SQLite file against a bare node:http baseline
 * with the same driver and pragmas (baseline-server.mjs), measured in the same run. The shop is judged
 * as a fraction of the baseline. Targets: reads >= 0.6x, writes >= 0.45x. The server-rendered reading
 * page is measured beside the JSON read it replaces, by the server's CPU time per request: target at
 * most 3x the read's. Then another client's catalogue read, alone and while ten connections open pages.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '../../api/src/db/database';
import { benchBesidePages, benchReadingPage, benchRoutes, type Result } from './load';
import { startShop, stop } from './shop-process';

const TARGETS = { read: 0.6, write: 0.45 };
/** A reading page may cost the server at most this many times the JSON read's CPU time. */
const PAGE_TO_READ_CPU = 3;

/** The bare baseline on the SQLite file `file`, on a port the system picks: answers its address. */
function startBaseline(file: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const baseline = fork('scripts/bench/baseline-server.mjs', [file, '0'], { stdio: 'inherit' });
  const stopped = new Promise<void>((resolve) => baseline.once('exit', () => resolve()));
  const stopBaseline = () => {
    if (baseline.exitCode === null && baseline.signalCode === null) baseline.kill('SIGTERM');
    return stopped;
  };
  return new Promise((resolve, reject) => {
    baseline.once('message', (message) => resolve({ url: `http://127.0.0.1:${(message as { port: number }).port}`, stop: stopBaseline }));
    baseline.once('exit', (code) => reject(new Error(`The baseline server exited (${code}) before it listened.`)));
  });
}

/** Runs the comparison in the folder `work`; answers whether every target was met without errors. */
export async function benchSqlite(work: string): Promise<boolean> {
  const shop = await startShop({ dataDir: join(work, 'shop') });
  let page: Result | undefined;
  let besideOk = true;
  const shopResult = await benchRoutes('SoulSketch (Koa, built server, SQLite)', [shop.url], {
    pid: shop.child.pid,
    // Between the read and the write: the write's confirmation mails are sent after it, and would weigh on the page.
    afterRead: async (code) => {
      page = await benchReadingPage(shop.url, code, shop.child.pid);
      besideOk = await benchBesidePages(shop.url, code);
    },
  });
  await stop(shop.child);

  // The baseline gets a database migrated by the same migrations.
  const baselineFile = join(work, 'baseline.sqlite');
  const db = openDatabase(`file:${baselineFile}`);
  await migrateDatabase(db);
  await db.close();
  const baseline = await startBaseline(baselineFile);
  try {
    const baselineResult = await benchRoutes('Baseline (bare node:http, better-sqlite3)', [baseline.url]);
    const ratios = { read: shopResult.read.rps / baselineResult.read.rps, write: shopResult.write.rps / baselineResult.write.rps };
    console.log('\nRatio to baseline');
    let ok = besideOk;
    for (const kind of ['read', 'write'] as const) {
      const pass = ratios[kind] >= TARGETS[kind] && shopResult[kind].errors === 0;
      ok &&= pass;
      console.log(`  ${kind.padEnd(6)} ${ratios[kind].toFixed(2)}x (target >= ${TARGETS[kind]}x)  ${pass ? 'ok' : 'BELOW TARGET'}`);
    }
    console.log('\nThe reading page beside the JSON read (same shop, same code)');
    const readCpu = shopResult.read.cpuMs;
    if (page && readCpu !== undefined && page.cpuMs !== undefined) {
      const ratio = page.cpuMs / readCpu;
      const pass = ratio <= PAGE_TO_READ_CPU && page.errors === 0;
      ok &&= pass;
      console.log(`  server CPU  ${ratio.toFixed(2)}x (${page.cpuMs.toFixed(2)} / ${readCpu.toFixed(2)} ms; target <= ${PAGE_TO_READ_CPU}x)  ${pass ? 'ok' : 'ABOVE TARGET'}`);
    } else {
      console.log('  server CPU  not measured (no /proc here)');
    }
    if (page) console.log(`  throughput  ${(shopResult.read.rps / page.rps).toFixed(2)}x fewer pages than reads per second`);
    return ok;
  } finally {
    await baseline.stop();
  }
}
