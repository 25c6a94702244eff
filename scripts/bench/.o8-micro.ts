// Temporary micro-benchmark (helper o8): the by-code read, old readings.repo vs the orders module.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '../../api/src/db/database';
import { createOrdersRepo } from '../../api/src/modules/orders/orders.repo';
import { createReadingsRepo } from '../../api/src/modules/readings/readings.repo';
// @ts-expect-error the committed version, outside the project
import { createReadingsRepo as createOldReadingsRepo } from '/tmp/o8/head/api/src/modules/readings/readings.repo.ts';

const work = mkdtempSync(join(tmpdir(), 'o8-micro-'));
const db = openDatabase(`file:${join(work, 'db.sqlite')}`);
await migrateDatabase(db);
const orders = createOrdersRepo(db);
const readings = createReadingsRepo(db);
const now = new Date().toISOString();
await db.knex.transaction(async (trx) => {
  const orderId = await orders.insertFreeRequest({ requestCode: 'REQ-MICRO', orderNumber: 'MSR-MICRO', productId: 1, userId: null, name: 'Ada', email: 'ada@example.com', birthdate: '1990-01-01', priceCents: 0, now }, trx);
  await readings.insertFreeReading({ orderId, genderPreference: 'female', soulmateTrait: 'kind', question: 'When?', dueAt: now, now }, trx);
});
const old = createOldReadingsRepo(db);
const N = Number(process.env.N ?? 100000);
async function time(read: () => Promise<unknown>) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < N; i++) await read();
  return Number(process.hrtime.bigint() - start) / N / 1000;
}
const best = { old: Infinity, new: Infinity };
for (let round = 0; round < 15; round++) {
  best.old = Math.min(best.old, await time(() => old.findByCode('REQ-MICRO')));
  best.new = Math.min(best.new, await time(() => orders.requestByCode('REQ-MICRO')));
}
console.log(`best of 15 x ${N}: old readings.findByCode ${best.old.toFixed(2)} µs, new orders.requestByCode ${best.new.toFixed(2)} µs`);
await db.close();
rmSync(work, { recursive: true, force: true });
