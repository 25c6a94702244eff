import type { Logger } from 'pino';
import { parseCalendarDate } from '@shared/domain/calendar-date';
import { dailyHoroscope } from '@shared/domain/daily-horoscope';
import { dueDate, localDate, resolveTimeZone } from '@shared/domain/daily-schedule';
import { zodiacSignById } from '@shared/domain/zodiac';
import { paths } from '@shared/routes/page-paths';
import type { Database } from '../../db/database';
import { dailyHoroscopeMail } from '../mail/templates/daily-horoscope';
import type { EnqueueMail, EnqueuePush, OutboxRepo } from '../notifications/outbox.repo';
import type { PushSubscriptionsRepo } from '../notifications/push-subscriptions.repo';
import { nextDueAt } from './next-due';
import { MIN_HOURS_BETWEEN_HOROSCOPES, type HoroscopeSubscription, type SubscriptionsRepo } from './subscriptions.repo';

export const DAILY_HOROSCOPE_KIND = 'daily-horoscope';
/** The PWA's page of the day's horoscopes (the sign picker). */
export const HOROSCOPE_PAGE = '/horoscope';
/** Subscribers per transaction: each batch's writes are short, so no write lock is held for long. */
export const DAILY_BATCH_SIZE = 500;

interface Deps {
  db: Database;
  subscriptions: SubscriptionsRepo;
  outbox: Pick<OutboxRepo, 'enqueueMail' | 'enqueuePushes'>;
  devices: Pick<PushSubscriptionsRepo, 'ownersOf'>;
  /** The token of the subscriber's unsubscribe links (unsubscribe-token.ts). */
  tokenFor: (subscription: Pick<HoroscopeSubscription, 'unsubscribeRef'>) => string;
  publicUrl: string;
  logger: Logger;
  /** Told when rows were queued, so they leave now rather than at the worker's next tick. */
  notifier?: { nudge(): void };
  batchSize?: number;
}

export interface DailySendResult {
  /** Subscribers whose day's horoscope was queued by this run (not by an earlier one). */
  subscribers: number;
  mails: number;
  pushes: number;
}

/**
 * The exactly-once key of a subscriber's horoscope for a day. The outbox keeps its dedupe keys unique,
 * so runs that overlap (the minute's tick in several processes, `horoscope:send` beside the server, a
 * restart in the middle) all try the same keys and only the first insert of each counts.
 */
export function dailyEventKey(subscriptionId: number, date: string): string {
  return `${DAILY_HOROSCOPE_KIND}:${subscriptionId}:${date}`;
}

/** When a subscriber whose last horoscope was queued at `lastQueuedAt` may have the next; undefined when already. */
function queueableFrom(lastQueuedAt: string | null, now: Date): string | undefined {
  if (lastQueuedAt === null) return undefined;
  const from = Date.parse(lastQueuedAt) + MIN_HOURS_BETWEEN_HOROSCOPES * 3_600_000;
  return from > now.getTime() ? new Date(from).toISOString() : undefined;
}

const earlier = (instant: string, other: string | undefined) => (other !== undefined && Date.parse(other) < Date.parse(instant) ? other : instant);

/** The daily horoscope's send: puts each due subscriber's day into the notification outbox, once. */
export function createDailySend({ db, subscriptions, outbox, devices, tokenFor, publicUrl, logger, notifier, batchSize = DAILY_BATCH_SIZE }: Deps) {
  const base = publicUrl.replace(/\/+$/, '');

  async function mailFor(subscription: HoroscopeSubscription, date: string): Promise<EnqueueMail> {
    const token = tokenFor(subscription);
    const mail = dailyHoroscopeMail({
      sign: subscription.sign,
      date,
      horoscopeUrl: `${base}${paths.horoscopeSign.href(subscription.sign)}`,
      unsubscribeUrl: `${base}/api/horoscope/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    const eventKey = dailyEventKey(subscription.id, date);
    return { ...mail, kind: DAILY_HOROSCOPE_KIND, to: subscription.email, eventKey, dedupeKey: `${eventKey}:mail` };
  }

  function pushesFor(subscription: HoroscopeSubscription, date: string, targets: Array<{ id: number; userId: number }>): EnqueuePush[] {
    const sign = zodiacSignById(subscription.sign);
    const eventKey = dailyEventKey(subscription.id, date);
    const insight = dailyHoroscope(subscription.sign, date).specialInsight;
    return targets.map((target) => ({
      kind: DAILY_HOROSCOPE_KIND,
      orderId: null,
      userId: target.userId,
      subscriptionId: target.id,
      eventKey,
      dedupeKey: `${eventKey}:push:${target.id}`,
      message: {
        title: `Your ${sign.name} horoscope for today`,
        body: insight.length > 300 ? `${insight.slice(0, 299)}…` : insight,
        url: paths.horoscopeSign.href(subscription.sign),
        // One a day on the device: today's replaces yesterday's if it is still shown.
        tag: DAILY_HOROSCOPE_KIND,
      },
    }));
  }

  /** Each subscription's chosen devices that still exist, with the account each push row names. */
  async function pushTargets(subscriptionIds: number[]): Promise<Map<number, Array<{ id: number; userId: number }>>> {
    const chosen = await subscriptions.pushDevicesOf(subscriptionIds);
    const owners = await devices.ownersOf([...chosen.values()].flat());
    const targets = new Map<number, Array<{ id: number; userId: number }>>();
    for (const [subscriptionId, ids] of chosen) {
      targets.set(subscriptionId, ids.flatMap((id) => (owners.has(id) ? [{ id, userId: owners.get(id)! }] : [])));
    }
    return targets;
  }

  /**
   * For each active subscriber whose local day's horoscope is due at `now` (from 07:00 in their zone,
   * shared/domain/daily-schedule.ts), queues one mail (unless mail is off) and one push per device the
   * subscriber chose. With `date`, everyone's horoscope for that day, whatever their hour; with `anyHour`,
   * everyone's for their own local today, before 07:00 too (the operator's `horoscope:send`). Safe to
   * run any number of times, in any number of processes: a day already queued for a subscriber adds
   * nothing. The minute's tick (no options) reads only the rows whose `next_due_at` has come (or is
   * unknown) and moves it to their zone's next 07:00 (next-due.ts), so a subscriber is read about once
   * a day; the operator's modes read every active subscriber and leave `next_due_at` alone.
   */
  return async function enqueueDailyHoroscopes(now: Date = new Date(), options: { date?: string; anyHour?: boolean } = {}): Promise<DailySendResult> {
    if (options.date !== undefined && !parseCalendarDate(options.date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${options.date}`);
    const nowIso = now.toISOString();
    const result: DailySendResult = { subscribers: 0, mails: 0, pushes: 0 };
    const tick = options.date === undefined && !options.anyHour;
    let afterId = 0;
    for (;;) {
      const batch = tick ? await subscriptions.dueAfter(afterId, batchSize, nowIso) : await subscriptions.activeAfter(afterId, batchSize);
      if (batch.length === 0) break;
      afterId = batch[batch.length - 1]!.id;
      // The tick's next look at each row: written with the batch's queued days (in their transaction),
      // never before them, so a run that fails midway leaves its rows due for the next tick.
      // One whose last horoscope is under 20 hours old is looked at again when those hours are up, if
      // that comes before its zone's next 07:00: its day may still be due then, and is not skipped.
      const nextDue = tick ? batch.map(({ id, timeZone, lastQueuedAt }) => ({ id, timeZone, nextDueAt: earlier(nextDueAt(timeZone, now), queueableFrom(lastQueuedAt, now)) })) : [];

      const due = batch.flatMap((subscription) => {
        const date = options.date ?? (options.anyHour ? localDate(resolveTimeZone(subscription.timeZone), now) : dueDate(subscription.timeZone, now));
        return date !== undefined && subscription.lastQueuedDate !== date ? [{ subscription, date }] : [];
      });
      if (due.length === 0) {
        await subscriptions.setNextDue(nextDue);
        continue;
      }

      // Rendered before the transaction, which then only writes.
      const targets = await pushTargets(due.map(({ subscription }) => subscription.id));
      const mails = await Promise.all(due.map(async ({ subscription, date }) => (subscription.byEmail ? mailFor(subscription, date) : undefined)));
      const pushes = due.map(({ subscription, date }) => pushesFor(subscription, date, targets.get(subscription.id) ?? []));
      const byDate = new Map<string, number[]>();
      for (const { subscription, date } of due) byDate.set(date, [...(byDate.get(date) ?? []), subscription.id]);

      await db.knex.transaction(async (trx) => {
        // At most one horoscope per subscriber per 20 hours, whatever their zone did: only the rows
        // this run claims are queued (a zone moved across the date line cannot bring a second day).
        const claimed = new Set<number>();
        for (const [date, ids] of byDate) for (const id of await subscriptions.claimForQueueing(ids, date, nowIso, trx)) claimed.add(id);
        const queued = new Set<number>();
        for (const [index, mail] of mails.entries()) {
          if (mail && claimed.has(due[index]!.subscription.id) && (await outbox.enqueueMail(mail, nowIso, trx))) {
            result.mails += 1;
            queued.add(due[index]!.subscription.id);
          }
        }
        const claimedPushes = pushes.flatMap((ofOne, index) => (claimed.has(due[index]!.subscription.id) ? ofOne : []));
        await outbox.enqueuePushes(claimedPushes, nowIso, trx);
        // A subscriber who turned mail off is counted by their notifications.
        for (const [index, { subscription }] of due.entries()) {
          if (!mails[index] && claimed.has(subscription.id) && targets.get(subscription.id)?.length) queued.add(subscription.id);
        }
        await subscriptions.setNextDue(nextDue, trx);
        result.subscribers += queued.size;
        result.pushes += claimedPushes.length;
      });
    }
    if (result.mails > 0 || result.pushes > 0) {
      logger.info(result, 'daily horoscopes queued');
      notifier?.nudge();
    }
    return result;
  };
}

export type EnqueueDailyHoroscopes = ReturnType<typeof createDailySend>;
