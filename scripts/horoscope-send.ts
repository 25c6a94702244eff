/**
 * `npm run horoscope:send -- [--date YYYY-MM-DD]`
 * Queues the daily horoscope for every active subscriber now, whatever their hour, then sends the
 * outbox before exiting. Without --date each subscriber gets their own local today's; with it, that
 * day's. It reads the same environment as `npm start` (DATA_DIR, DATABASE_URL, SMTP_URL, a .env file),
 * and may run beside the server: a day already queued for a subscriber, by either, is not sent again,
 * so running it twice sends nothing new. It prints how long the queueing and the sending took.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { parseCalendarDate } from '../shared/domain/calendar-date';
import { createContainer } from '../api/src/container';
import { loadScriptConfig } from './script-config';

const USAGE = 'Usage: npm run horoscope:send -- [--date YYYY-MM-DD]';

let date: string | undefined;
try {
  const { values } = parseArgs({ options: { date: { type: 'string' } } });
  const parsed = z.safeParse(
    z.optional(z.string().check(z.refine((value) => parseCalendarDate(value) !== undefined, 'must be a calendar date, YYYY-MM-DD'))),
    values.date,
  );
  if (!parsed.success) throw new Error(`--date ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
  date = parsed.data;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const container = await createContainer(loadScriptConfig());
try {
  const started = performance.now();
  const queued = await container.enqueueDailyHoroscopes(new Date(), date ? { date } : { anyHour: true });
  const queuedAt = performance.now();
  const sent = await container.notifier.drain();
  const sentAt = performance.now();
  const pending = (await container.outbox.countByStatus()).pending ?? 0;
  console.log(
    `Daily horoscope${date ? ` for ${date}` : ''}: ${queued.mails} mails and ${queued.pushes} pushes queued in ${seconds(queuedAt - started)}, ` +
      `${sent} notifications sent in ${seconds(sentAt - queuedAt)}${pending ? `, ${pending} still pending (retried by the server)` : ''}.`,
  );
} finally {
  await container.close();
}
