/**
 * `npm run horoscope:seed -- --count 100000 [--batch 500] [--prefix seed]`
 * Adds that many daily horoscope subscribers to the database the server would use (DATA_DIR /
 * DATABASE_URL, read as `npm start` and `horoscope:send` read them): e-mail subscribers
 * `{prefix}-{n}@example.test`, every sign in turn, spread over every IANA time zone this Node knows
 * (UTC-12 to UTC+14, half and quarter hours, zones with and without daylight saving). For measuring
 * the daily send at size; never run it against the shop's real database. Running it again adds
 * nothing for addresses already there (`--prefix` makes new ones).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ZODIAC_SIGN_IDS } from '../shared/domain/zodiac';
import { migrateDatabase, openDatabase } from '../api/src/db/database';
import { createSubscriptionsRepo, type SubscriptionInput } from '../api/src/modules/horoscope/subscriptions.repo';
import { loadScriptConfig } from './script-config';

const USAGE = 'Usage: npm run horoscope:seed -- --count 100000 [--batch 500] [--prefix seed]';
let count: number;
let batchSize: number;
let prefix: string;
try {
  const { values } = parseArgs({ options: { count: { type: 'string' }, batch: { type: 'string', default: '500' }, prefix: { type: 'string', default: 'seed' } } });
  count = Number(values.count);
  batchSize = Number(values.batch);
  prefix = values.prefix;
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a whole number of subscribers, 1 or more');
  // Knex writes SQLite's multi-row insert as a compound SELECT, which SQLite caps at 500 terms.
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 500) throw new Error('--batch must be 1 to 500');
  if (!/^[a-z0-9-]{1,40}$/.test(prefix)) throw new Error('--prefix must be 1-40 lower-case letters, digits or hyphens');
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}

/** Rows per transaction: a few statements each, so a write lock is never held long. */
const ROWS_PER_TRANSACTION = 10_000;
// Every zone the engine knows, plus the extremes named outright (UTC-12 has no city).
const ZONES = [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/GMT+12', 'Pacific/Kiritimati', 'Pacific/Chatham', 'Asia/Kathmandu'])];

const config = loadScriptConfig();
const db = openDatabase(config.databaseUrl);
try {
  await migrateDatabase(db);
  const started = performance.now();
  const now = new Date().toISOString();
  const width = String(count).length;
  const subscriptions = createSubscriptionsRepo(db);
  const before = await subscriptions.count();
  for (let first = 0; first < count; first += ROWS_PER_TRANSACTION) {
    const last = Math.min(first + ROWS_PER_TRANSACTION, count);
    await db.knex.transaction(async (trx) => {
      for (let start = first; start < last; start += batchSize) {
        const rows: SubscriptionInput[] = [];
        for (let n = start; n < Math.min(start + batchSize, last); n++) {
          const email = `${prefix}-${String(n + 1).padStart(width, '0')}@example.test`;
          rows.push({
            emailKey: email,
            email,
            sign: ZODIAC_SIGN_IDS[n % ZODIAC_SIGN_IDS.length]!,
            // A step prime to 12 and to the zones' count mixes signs and zones.
            timeZone: ZONES[(n * 7) % ZONES.length]!,
            signSourceAt: now,
          });
        }
        await subscriptions.insertMany(rows, now, trx);
      }
    });
  }
  const after = await subscriptions.count();
  console.log(`Horoscope subscribers: ${after - before} added over ${ZONES.length} time zones in ${((performance.now() - started) / 1000).toFixed(1)} s; ${after} in all.`);
} finally {
  await db.close();
}
