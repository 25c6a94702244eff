/**
 * `npm run bench` (the default): the built server on a SQLite file against a bare node:http baseline
 * with the same driver and pragmas (baseline-server.mjs), measured in the same run. The shop is judged
 * as a fraction of the baseline. Targets: reads >= 0.6x, writes >= 0.45x. The server-rendered reading
 * page is measured too, and reported as it is.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '../../api/src/db/database';
import { benchReadingPage, benchRoutes } from './load';
import { startShop, stop } from './shop-process';

const TARGETS = { read: 0.6, write: 0.45 };

/** Runs the comparison in the folder `work`; answers whether every target was met without errors. */
export async function benchSqlite(work: string): Promise<boolean> {
  const shopPort = 4610;
  const shop = await startShop({ port: shopPort, dataDir: join(work, 'shop') });
  const shopResult = await benchRoutes('SoulSketch (Koa, built server, SQLite)', [`http://127.0.0.1:${shopPort}`]);
  // Reported, not judged: the baseline serves no pages to compare it with.
  await benchReadingPage(`http://127.0.0.1:${shopPort}`);
  await stop(shop);

  // The baseline gets a database migrated by the same migrations.
  const baselineFile = join(work, 'baseline.sqlite');
  const db = openDatabase(`file:${baselineFile}`);
  await migrateDatabase(db);
  await db.close();
  const baselinePort = 4611;
  const baseline = fork('scripts/bench/baseline-server.mjs', [baselineFile, String(baselinePort)], { stdio: 'inherit' });
  try {
    await new Promise((resolve) => baseline.once('message', resolve));
    const baselineResult = await benchRoutes('Baseline (bare node:http, better-sqlite3)', [`http://127.0.0.1:${baselinePort}`]);
    const ratios = { read: shopResult.read.rps / baselineResult.read.rps, write: shopResult.write.rps / baselineResult.write.rps };
    console.log('\nRatio to baseline');
    let ok = true;
    for (const kind of ['read', 'write'] as const) {
      const pass = ratios[kind] >= TARGETS[kind] && shopResult[kind].errors === 0;
      ok &&= pass;
      console.log(`  ${kind.padEnd(6)} ${ratios[kind].toFixed(2)}x (target >= ${TARGETS[kind]}x)  ${pass ? 'ok' : 'BELOW TARGET'}`);
    }
    return ok;
  } finally {
    await stop(baseline);
  }
}
