/**
 * `npm run bench`: requests per second and latency of the shop's two hot routes — reading a request by
 * code and accepting a free reading — on the built server (load.ts says how they are loaded).
 *
 * - By default, on a SQLite file against a bare node:http baseline (sqlite-mode.ts).
 * - `-- --postgres`: one process against two on one PostgreSQL database created for the run on
 *   `--postgres-server` (postgres://postgres@127.0.0.1:5432 by default) and dropped after it (postgres-mode.ts).
 *
 * - `-- --daily-send [--subscribers N]`: free-reading POSTs alone and while `horoscope:send` queues a
 *   day for N subscribers (100,000 by default) beside the server (daily-send-mode.ts).
 *
 * Run `npm run build` first (`npm run bench` does). Only 127.0.0.1 is touched; the exit code is 1 when
 * a target is missed or a request failed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchDailySend } from './daily-send-mode';
import { benchPostgres } from './postgres-mode';
import { stopAll } from './shop-process';
import { benchSqlite } from './sqlite-mode';

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    'postgres-server': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    'daily-send': { type: 'boolean', default: false },
    subscribers: { type: 'string', default: '100000' },
  },
});

console.log(`${availableParallelism()} cores, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} (1, 5, 15 min) at start\n`);
const work = mkdtempSync(join(tmpdir(), 'soulsketch-bench-'));
try {
  let ok: boolean;
  if (values.postgres) ok = await benchPostgres(work, values['postgres-server']);
  else if (values['daily-send']) ok = await benchDailySend(work, Number(values.subscribers));
  else ok = await benchSqlite(work);
  process.exitCode = ok ? 0 : 1;
} finally {
  await stopAll();
  rmSync(work, { recursive: true, force: true });
}
