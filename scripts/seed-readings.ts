/**
 * `npx tsx scripts/seed-readings.ts --count 100000 [--batch 1000]`
 * Fills the database the server would use (DATA_DIR / DATABASE_URL, as `npm start` reads them) with a
 * realistic staff queue: free and paid requests over the last 60 days, most older ones completed, some
 * pending past their due time. For trying the admin screens and measuring them at size; never run it
 * against the shop's real database.
 */
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PREMIUM_FIELD_GROUPS } from '@shared/schemas/admin';
import { readingDueAt } from '@shared/domain/delivery';
import { FULL_READING_PRICE_CENTS, PRODUCT_IDS } from '@shared/domain/products';
import { generateOrderNumber, generateRequestCode } from '@shared/domain/request-code';
import { loadConfig } from '../api/src/config/env';
import { migrateDatabase, openDatabase } from '../api/src/db/database';

const { values } = parseArgs({ options: { count: { type: 'string', default: '10000' }, batch: { type: 'string', default: '1000' } } });
const count = Number(values.count);
const batchSize = Number(values.batch);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(batchSize) || batchSize < 1) {
  console.error('Usage: npx tsx scripts/seed-readings.ts --count 100000 [--batch 1000]');
  process.exit(2);
}

const FIRST = ['Luna', 'Orion', 'Vega', 'Nova', 'Aria', 'Leo', 'Maya', 'Elena', 'Sofia', 'James', 'Chloe', 'Daniel', 'Grace', 'Noah', 'Isla', 'Mateo', 'Zara', 'Ethan', 'Amara', 'Lucas'];
const LAST = ['Star', 'Vale', 'Rivers', 'Moon', 'Hart', 'Bloom', 'Stone', 'Reyes', 'Nguyen', 'Okafor', 'Smith', 'Garcia', "O'Brien", 'Larsen', 'Silva', 'Kowalski'];
const QUESTIONS = [
  'When will I meet the love of my life?',
  'Is my current partner my soulmate?',
  'Will my ex come back to me this year?',
  'What is blocking me from finding true love?',
  'Where will I meet my soulmate?',
  'Am I 100% ready for a serious relationship?',
  'Does the person I am thinking of feel the same?',
  'How will I recognise my twin flame?',
];
const TRAITS = ['Kind eyes and a gentle, curious mind', 'Someone adventurous who loves to travel', 'Calm, loyal and makes me laugh', 'Creative soul with a warm heart'];
const GENDERS = ['male', 'female', 'both', 'non-binary', 'no-preference'];
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;
const chance = (percent: number) => randomInt(100) < percent;

// The same settings as the server: a .env file beside package.json, real environment variables first.
if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const db = openDatabase(config.databaseUrl);
const orderNumbers = new Set<string>();

function uniqueOrderNumber(): string {
  for (;;) {
    const number = generateOrderNumber();
    if (!orderNumbers.has(number)) {
      orderNumbers.add(number);
      return number;
    }
  }
}

function makeRequest(index: number, now: number) {
  const createdAt = new Date(now - randomInt(60 * 24 * 60) * 60_000);
  const paid = chance(25);
  const dueAt = readingDueAt(createdAt, paid);
  const ageMs = now - createdAt.getTime();
  // Staff mostly keep up: old requests are nearly all done, recent ones are being worked through.
  const completed = chance(ageMs > 3 * DAY_MS ? 99 : ageMs > DAY_MS ? 85 : ageMs > 6 * HOUR_MS ? 50 : 10);
  const completedAt = completed ? new Date(Math.min(now, createdAt.getTime() + HOUR_MS + randomInt(Math.max(1, dueAt.getTime() - createdAt.getTime())))) : null;
  const first = pick(FIRST);
  const last = pick(LAST);
  const sketch = completed ? `/uploads/seed${String(index).padStart(18, '0')}.png` : null;
  const premium = paid && completed ? Object.fromEntries([...PREMIUM_FIELD_GROUPS.soulmate.slice(0, 4), ...PREMIUM_FIELD_GROUPS.report.slice(0, 3)].map((field) => [field, `Seeded ${field} for ${first}.`])) : null;
  return {
    order: {
      request_code: generateRequestCode(),
      order_number: uniqueOrderNumber(),
      product_id: paid ? PRODUCT_IDS.premiumSoulmateReading : PRODUCT_IDS.freeSoulmateReading,
      customer_name: `${first} ${last}`,
      email: `${first}.${last.replace(/\W/g, '')}${index}@example.com`.toLowerCase(),
      birthdate: `${1960 + randomInt(40)}-${String(1 + randomInt(12)).padStart(2, '0')}-${String(1 + randomInt(28)).padStart(2, '0')}`,
      price_cents: paid ? FULL_READING_PRICE_CENTS : 0,
      currency: 'USD',
      is_paid: paid,
      payment_date: paid ? new Date(createdAt.getTime() + 10 * 60_000).toISOString() : null,
      questions_completed: true,
      horoscope_subscription: chance(30),
      confirmed_at: chance(85) ? new Date(createdAt.getTime() + 5 * 60_000).toISOString() : null,
      created_at: createdAt.toISOString(),
      updated_at: (completedAt ?? createdAt).toISOString(),
    },
    reading: {
      gender_preference: pick(GENDERS),
      soulmate_trait: pick(TRAITS),
      question: pick(QUESTIONS),
      sketch_url: sketch,
      sketch_alt: sketch && `A pencil sketch of ${first}'s soulmate`,
      reading_notes: completed ? `The Lovers and the Star appear for ${first}: a warm, patient soul is near.` : null,
      premium_content_json: premium && JSON.stringify(premium),
      reading_completed: completed,
      completed_at: completedAt?.toISOString() ?? null,
      sketch_updated_at: completedAt?.toISOString() ?? null,
      due_at: dueAt.toISOString(),
      created_at: createdAt.toISOString(),
      updated_at: (completedAt ?? createdAt).toISOString(),
    },
  };
}

try {
  await migrateDatabase(db);
  const started = performance.now();
  const now = Date.now();
  let inserted = 0;
  while (inserted < count) {
    const requests = Array.from({ length: Math.min(batchSize, count - inserted) }, (_, i) => makeRequest(inserted + i, now));
    await db.knex.transaction(async (trx) => {
      // 500 rows per statement stays under SQLite's bound-variable limit.
      for (let start = 0; start < requests.length; start += 500) {
        const slice = requests.slice(start, start + 500);
        const ids: Array<{ id: number } | number> = await trx('orders').insert(slice.map((request) => request.order)).returning('id');
        await trx('readings').insert(slice.map((request, i) => ({ ...request.reading, order_id: typeof ids[i] === 'object' ? ids[i].id : ids[i] })));
      }
    });
    inserted += requests.length;
    if (inserted % (batchSize * 10) === 0 || inserted === count) console.log(`${inserted} / ${count} readings`);
  }
  const [{ pending, overdue }] = await db.knex('readings').select(
    db.knex.raw('sum(case when reading_completed then 0 else 1 end) as pending'),
    db.knex.raw('sum(case when not reading_completed and due_at < ? then 1 else 0 end) as overdue', [new Date(now).toISOString()]),
  );
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${Number(pending)} pending (${Number(overdue)} overdue) of ${count} added.`);
} finally {
  await db.close();
}
