import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dueDate } from '@shared/domain/daily-schedule';
import { createPushSubscriptionsRepo } from '../notifications/push-subscriptions.repo';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';
import { createDailySend } from './daily-send';
import { nextDueAt } from './next-due';
import { createSubscriptionsRepo, MIN_HOURS_BETWEEN_HOROSCOPES, type SubscriptionsRepo } from './subscriptions.repo';

const MINUTE_MS = 60_000;

/** Tick instants from `from` (included) to `to` (excluded), `everyMinutes` apart. */
function ticks(from: string, to: string, everyMinutes: number): Date[] {
  const list: Date[] = [];
  for (let time = Date.parse(from); time < Date.parse(to); time += everyMinutes * MINUTE_MS) list.push(new Date(time));
  return list;
}

/**
 * What the tick queued before next_due_at: each local day at the first tick at which it is due and at
 * least 20 hours have passed since the day before was queued (MIN_HOURS_BETWEEN_HOROSCOPES). The
 * due-only tick must queue exactly this, tick for tick.
 */
function everyRowEveryTick(timeZone: string, times: Date[]): Array<{ date: string; at: string }> {
  const seen = new Map<string, string>();
  let last: number | undefined;
  for (const time of times) {
    const date = dueDate(timeZone, time);
    if (date === undefined || seen.has(date) || (last !== undefined && time.getTime() - last < MIN_HOURS_BETWEEN_HOROSCOPES * 3_600_000)) continue;
    seen.set(date, time.toISOString());
    last = time.getTime();
  }
  return [...seen].map(([date, at]) => ({ date, at }));
}

describeEachDatabase('the daily horoscope\'s due-only tick', (database) => {
  let api: TestApi;
  let repo: SubscriptionsRepo;
  /** Rows each subscription id was read by the tick's batches. */
  const reads = new Map<number, number>();
  let tick: ReturnType<typeof createDailySend>;

  beforeAll(async () => {
    api = await startTestApi(database, { FREE_READING_RATE_LIMIT: '1000/60' });
    repo = createSubscriptionsRepo(api.container.db);
    const counting: SubscriptionsRepo = {
      ...repo,
      async dueAfter(...args) {
        const rows = await repo.dueAfter(...args);
        for (const row of rows) reads.set(row.id, (reads.get(row.id) ?? 0) + 1);
        return rows;
      },
    };
    tick = createDailySend({
      db: api.container.db,
      subscriptions: counting,
      outbox: api.container.outbox,
      devices: createPushSubscriptionsRepo(api.container.db),
      tokenFor: api.container.horoscope.tokenFor,
      publicUrl: 'http://shop.test',
      logger: pino({ level: 'silent' }),
      // Small batches, so the id paging is exercised too.
      batchSize: 2,
    });
  });
  afterAll(async () => api?.close());

  const knex = () => api.container.db.knex;

  async function subscribeAll(prefix: string, zones: string[], at: string): Promise<Array<{ id: number; email: string; zone: string }>> {
    const subscribers = [];
    for (const [index, zone] of zones.entries()) {
      const email = `${prefix}-${index}@example.com`;
      await repo.subscribe({ emailKey: email, email, sign: 'leo', signSourceAt: at, timeZone: zone }, at);
      const row = await knex()('horoscope_subscriptions').where('email_key', email).first('id');
      subscribers.push({ id: Number(row.id), email, zone });
    }
    return subscribers;
  }

  /** The days queued for an address, with the tick that queued each (the outbox row's creation). */
  async function queuedDays(email: string): Promise<Array<{ date: string; at: string }>> {
    const rows = await knex()('notification_outbox').where({ kind: 'daily-horoscope', channel: 'mail', to_address: email }).orderBy('id');
    return rows.map((row) => ({ date: String(row.dedupe_key).split(':')[2]!, at: new Date(row.created_at).toISOString() }));
  }

  /** Ends the simulation's subscriptions, so the next test's clock (which may be earlier) leaves them be. */
  async function endAll(subscribers: Array<{ id: number }>): Promise<void> {
    await knex()('horoscope_subscriptions').whereIn('id', subscribers.map(({ id }) => id)).update({ unsubscribed_at: '2026-01-01T00:00:00.000Z' });
  }

  it('reads a subscriber whose 07:00 has not come only once a day, and queues each day at the first tick from 07:00', async () => {
    // UTC-12 to UTC+14, half and quarter hours: every one due at a different instant.
    const zones = ['Etc/GMT+12', 'Pacific/Pago_Pago', 'America/Los_Angeles', 'UTC', 'Europe/London', 'Asia/Kolkata', 'Asia/Kathmandu', 'Asia/Tokyo', 'Pacific/Chatham', 'Pacific/Kiritimati', 'Not/AZone'];
    const subscribers = await subscribeAll('steady', zones, '2026-11-25T00:00:00.000Z');
    const times = ticks('2026-11-25T00:00:00Z', '2026-11-28T00:00:00Z', 5);
    for (const time of times) await tick(time);

    for (const { id, email, zone } of subscribers) {
      expect(await queuedDays(email), zone).toEqual(everyRowEveryTick(zone, times));
      // Three days of 864 ticks: read when new, then once per 07:00 (three or four in the window), and
      // once more where the first day, queued late in its local day, makes the next wait its 20 hours.
      expect(reads.get(id), zone).toBeLessThanOrEqual(6);
    }
    // Every row now waits for its zone's next 07:00.
    const rows = await knex()('horoscope_subscriptions').whereIn('id', subscribers.map(({ id }) => id)).orderBy('id');
    for (const [index, row] of rows.entries()) {
      expect(new Date(row.next_due_at).toISOString()).toBe(nextDueAt(zones[index]!, times[times.length - 1]!));
    }
    await endAll(subscribers);
  });

  it('never skips a day across daylight saving changes, nor after the server was down for hours', async () => {
    // Clocks forward and back in March/April and October/November 2026, some at midnight (Santiago,
    // Havana), some by half an hour (Lord Howe), south and north.
    const zones = ['Europe/London', 'America/New_York', 'America/Santiago', 'America/Havana', 'Australia/Lord_Howe', 'Australia/Sydney', 'Pacific/Auckland', 'Asia/Beirut'];
    for (const [from, to] of [
      ['2026-03-06T00:00:00Z', '2026-03-10T00:00:00Z'],
      ['2026-03-27T00:00:00Z', '2026-04-07T00:00:00Z'],
      ['2026-09-04T00:00:00Z', '2026-09-08T00:00:00Z'],
      ['2026-10-02T00:00:00Z', '2026-10-06T00:00:00Z'],
      ['2026-10-23T00:00:00Z', '2026-11-03T00:00:00Z'],
    ] as const) {
      const subscribers = await subscribeAll(`dst-${from.slice(0, 10)}`, zones, from);
      // Ticks every 20 minutes, with a six-hour outage on the second day.
      const times = ticks(from, to, 20).filter((time) => time.getTime() < Date.parse(from) + 30 * 3_600_000 || time.getTime() >= Date.parse(from) + 36 * 3_600_000);
      for (const time of times) await tick(time);
      for (const { email, zone } of subscribers) {
        const expected = everyRowEveryTick(zone, times);
        expect(await queuedDays(email), `${zone} from ${from}`).toEqual(expected);
      }
      await endAll(subscribers);
    }
  });

  it('makes a subscriber who moves to a zone already past 07:00 due at the next tick', async () => {
    // The zone changes as its owner changes it (a confirmed link, or the dashboard).
    let minute = 0;
    const subscribeFrom = (timeZone: string) =>
      repo.subscribe({ emailKey: 'mover@example.com', email: 'mover@example.com', sign: 'scorpio', signSourceAt: '2026-11-26T00:00:00.000Z', timeZone }, `2026-11-26T11:${String(50 + minute++)}:00.000Z`);

    // 12:00 UTC on 26 November: midnight in UTC-12, nothing due there until 19:00 UTC.
    await subscribeFrom('Etc/GMT+12');
    await tick(new Date('2026-11-26T12:00:00Z'));
    const row = () => knex()('horoscope_subscriptions').where('email_key', 'mover@example.com').first();
    expect(new Date((await row()).next_due_at).toISOString()).toBe('2026-11-26T19:00:00.000Z');
    expect(await queuedDays('mover@example.com')).toEqual([]);

    // Moved to Tokyo (21:00 there): today's is due, and the next tick sends it, not 19:00 UTC's.
    await subscribeFrom('Asia/Tokyo');
    expect((await row()).next_due_at).toBeNull();
    await tick(new Date('2026-11-26T12:01:00Z'));
    expect(await queuedDays('mover@example.com')).toEqual([{ date: '2026-11-26', at: '2026-11-26T12:01:00.000Z' }]);
    expect(new Date((await row()).next_due_at).toISOString()).toBe('2026-11-26T22:00:00.000Z');

    // Back to UTC-12, whose 26 November has not had its horoscope: due at its 07:00, not Tokyo's.
    await subscribeFrom('Etc/GMT+12');
    for (const time of ticks('2026-11-26T12:02:00Z', '2026-11-26T19:10:00Z', 10)) await tick(time);
    // The day is the same date: already queued for this subscriber, so nothing more (the outbox key).
    expect(await queuedDays('mover@example.com')).toHaveLength(1);
    await tick(new Date('2026-11-27T19:00:00Z'));
    expect((await queuedDays('mover@example.com')).map(({ date }) => date)).toEqual(['2026-11-26', '2026-11-27']);
  });

  it('makes a restarted subscription due at the next tick', async () => {
    const [subscriber] = await subscribeAll('restart', ['Europe/Paris'], '2026-11-29T05:00:00.000Z');
    await tick(new Date('2026-11-29T05:00:00Z'));
    expect(await repo.setActive(subscriber!.email, false, '2026-11-29T05:01:00.000Z')).toBe(true);
    expect(await repo.setActive(subscriber!.email, true, '2026-11-29T06:30:00.000Z')).toBe(true);
    const row = await knex()('horoscope_subscriptions').where('id', subscriber!.id).first();
    expect(row.next_due_at).toBeNull();
    await tick(new Date('2026-11-29T06:31:00Z'));
    expect(await queuedDays(subscriber!.email)).toEqual([{ date: '2026-11-29', at: '2026-11-29T06:31:00.000Z' }]);
  });

  it('leaves next_due_at alone when the zone changed after the tick read the row', async () => {
    const [subscriber] = await subscribeAll('race', ['Etc/GMT+12'], '2026-11-30T12:00:00.000Z');
    const read = (await repo.dueAfter(subscriber!.id - 1, 1, '2026-11-30T12:00:00.000Z'))[0]!;
    // The zone changes between the tick's read and its write.
    await repo.subscribe({ emailKey: subscriber!.email, email: subscriber!.email, sign: 'leo', signSourceAt: '2026-11-30T12:00:00.000Z', timeZone: 'Asia/Tokyo' }, '2026-11-30T12:00:01.000Z');
    await repo.setNextDue([{ id: read.id, timeZone: read.timeZone, nextDueAt: nextDueAt(read.timeZone, new Date('2026-11-30T12:00:00Z')) }]);
    expect((await knex()('horoscope_subscriptions').where('id', subscriber!.id).first()).next_due_at).toBeNull();
  });

  it('still reads every active subscriber in the operator\'s modes, whatever their next_due_at', async () => {
    const [subscriber] = await subscribeAll('operator', ['UTC'], '2026-12-01T08:00:00.000Z');
    await tick(new Date('2026-12-01T08:00:00Z'));
    const before = reads.get(subscriber!.id) ?? 0;
    // 20 hours after the tick's (at most one horoscope per subscriber per 20 hours, whatever the mode).
    const result = await tick(new Date('2026-12-02T04:00:00Z'), { date: '2026-12-02' });
    expect(result.mails).toBeGreaterThanOrEqual(1);
    expect((await queuedDays(subscriber!.email)).map(({ date }) => date)).toEqual(['2026-12-01', '2026-12-02']);
    // activeAfter, not the tick's dueAfter.
    expect(reads.get(subscriber!.id) ?? 0).toBe(before);
  });

  it('sends at most one horoscope per 20 hours when the zone jumps across the date line', async () => {
    const [subscriber] = await subscribeAll('jumper', ['Etc/GMT+12'], '2026-12-05T18:00:00.000Z');
    // 19:00 UTC: 07:00 on 5 December in UTC-12, queued. A minute later it is 09:01 on 6 December in Kiritimati.
    for (const time of ticks('2026-12-05T18:50:00Z', '2026-12-05T19:01:00Z', 10)) await tick(time);
    await repo.subscribe({ emailKey: subscriber!.email, email: subscriber!.email, sign: 'leo', signSourceAt: '2026-12-05T18:00:00.000Z', timeZone: 'Pacific/Kiritimati' }, '2026-12-05T19:00:30.000Z');
    for (const time of ticks('2026-12-05T19:01:00Z', '2026-12-07T18:00:00Z', 10)) await tick(time);
    const days = await queuedDays(subscriber!.email);
    expect(days[0]).toEqual({ date: '2026-12-05', at: '2026-12-05T19:00:00.000Z' });
    for (let index = 1; index < days.length; index += 1) {
      expect(Date.parse(days[index]!.at) - Date.parse(days[index - 1]!.at), JSON.stringify(days)).toBeGreaterThanOrEqual(MIN_HOURS_BETWEEN_HOROSCOPES * 3_600_000);
    }
    // Kiritimati's 6 December would have come a minute after the 5th: its day is over (10:00 UTC)
    // before 20 hours have passed. Its 7th comes at its 07:00 (17:00 UTC on the 6th), and so on.
    expect(days.map(({ date }) => date)).toEqual(['2026-12-05', '2026-12-07', '2026-12-08']);
    await endAll([subscriber!]);
  });

  it('queues one of two different days asked for at once, whichever run takes the subscriber (exactly once)', async () => {
    const [subscriber] = await subscribeAll('racer', ['UTC'], '2026-12-10T08:00:00.000Z');
    const at = new Date('2026-12-10T08:00:00Z');
    await Promise.all([tick(at, { date: '2026-12-10' }), tick(at, { date: '2026-12-11' }), tick(at)]);
    expect(await queuedDays(subscriber!.email)).toHaveLength(1);
    await endAll([subscriber!]);
  });
});
