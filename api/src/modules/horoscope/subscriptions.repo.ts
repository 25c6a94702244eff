import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { isZodiacSignId, type ZodiacSignId } from '@shared/domain/zodiac';
import type { Database } from '../../db/database';
import { toBoolean, toIsoOrNull } from '../../db/mappers';

export interface HoroscopeSubscription {
  id: number;
  emailKey: string;
  email: string;
  sign: ZodiacSignId;
  timeZone: string;
  byEmail: boolean;
  unsubscribedAt: string | null;
  /** The latest day (`YYYY-MM-DD`) whose horoscope was queued for this subscriber; null before the first. */
  lastQueuedDate: string | null;
  /** When the latest horoscope was queued (ISO); null before the first. */
  lastQueuedAt: string | null;
  /** The random reference the unsubscribe links carry (unsubscribe-token.ts), never the address. */
  unsubscribeRef: string;
}

export interface SubscriptionInput {
  emailKey: string;
  email: string;
  sign: ZodiacSignId;
  /** When the reading that gave this sign was made: the latest reading's birth date wins. */
  signSourceAt: string;
  /** Undefined keeps an existing subscription's zone (a new one gets UTC). */
  timeZone: string | undefined;
}

const TABLE = 'horoscope_subscriptions';
const DEVICES = 'horoscope_push_devices';

function toSubscription(row: Record<string, unknown>): HoroscopeSubscription {
  const sign = String(row.sign);
  return {
    id: Number(row.id),
    emailKey: String(row.email_key),
    email: String(row.email),
    // A sign the code no longer knows would be a broken row: read as Aries rather than fail the whole batch.
    sign: isZodiacSignId(sign) ? sign : 'aries',
    timeZone: String(row.time_zone),
    byEmail: toBoolean(row.by_email),
    unsubscribedAt: toIsoOrNull(row.unsubscribed_at),
    lastQueuedDate: row.last_queued_date === null || row.last_queued_date === undefined ? null : String(row.last_queued_date),
    lastQueuedAt: toIsoOrNull(row.last_queued_at),
    unsubscribeRef: String(row.unsubscribe_ref),
  };
}

/** 32 random bytes: an unsubscribe link's reference, which nobody can guess or read an address from. */
export const newUnsubscribeRef = () => randomBytes(32).toString('base64url');

/** The least time between two horoscopes of one subscriber, whatever their zone does (docs/decisions/029). */
export const MIN_HOURS_BETWEEN_HOROSCOPES = 20;

/** A new inbox's row: by e-mail, as the subscribe box asks; notifications only on devices the customer chooses. */
function newRow(input: SubscriptionInput, now: string) {
  return {
    email_key: input.emailKey,
    email: input.email,
    sign: input.sign,
    time_zone: input.timeZone ?? 'UTC',
    by_email: true,
    unsubscribed_at: null,
    sign_source_at: input.signSourceAt,
    unsubscribe_ref: newUnsubscribeRef(),
    created_at: now,
    updated_at: now,
  };
}

/** The only queries on `horoscope_subscriptions`. */
export function createSubscriptionsRepo(db: Database) {
  const { knex } = db;

  return {
    /**
     * Subscribes the inbox, or joins its existing subscription: active again, the zone updated when one
     * is given, and the sign replaced only by a reading at least as recent as the one that gave it.
     * Every statement is conditional, so running it twice, or two at once, ends in the same row.
     */
    async subscribe(input: SubscriptionInput, now: string): Promise<void> {
      await knex.transaction(async (trx) => {
        await trx(TABLE).insert(newRow(input, now)).onConflict('email_key').ignore();
        await trx(TABLE)
          .where('email_key', input.emailKey)
          // next_due_at cleared: the zone may be new, or the subscription restarted; the next tick decides.
          .update({ unsubscribed_at: null, next_due_at: null, updated_at: now, ...(input.timeZone ? { time_zone: input.timeZone } : {}) });
        await trx(TABLE)
          .where('email_key', input.emailKey)
          .andWhere((w) => w.whereNull('sign_source_at').orWhere('sign_source_at', '<=', input.signSourceAt))
          .update({ sign: input.sign, email: input.email, sign_source_at: input.signSourceAt });
      });
    },

    /**
     * Adds new inboxes in one statement, leaving any already there as they are: sample subscribers
     * for measuring the send (`horoscope:seed`). SQLite takes at most 500 rows per statement.
     */
    async insertMany(inputs: SubscriptionInput[], now: string, executor: Knex = knex): Promise<void> {
      if (inputs.length > 0) await executor(TABLE).insert(inputs.map((input) => newRow(input, now))).onConflict('email_key').ignore();
    },

    async count(): Promise<number> {
      return Number((await knex(TABLE).count({ n: '*' }).first())?.n ?? 0);
    },

    async byEmailKey(emailKey: string): Promise<HoroscopeSubscription | undefined> {
      const row = await knex(TABLE).where('email_key', emailKey).first();
      return row ? toSubscription(row) : undefined;
    },

    /** The subscription an unsubscribe link's reference names. */
    async byUnsubscribeRef(ref: string): Promise<HoroscopeSubscription | undefined> {
      const row = await knex(TABLE).where('unsubscribe_ref', ref).first();
      return row ? toSubscription(row) : undefined;
    },

    /** Ends or restarts the subscription; false when the inbox has none. Repeating it changes nothing more. */
    async setActive(emailKey: string, active: boolean, now: string): Promise<boolean> {
      const row = await knex(TABLE).where('email_key', emailKey).first('id', 'unsubscribed_at');
      if (!row) return false;
      if ((row.unsubscribed_at === null) !== active) {
        // Restarted: next_due_at cleared, so the next tick looks at it (today's horoscope may be due).
        await knex(TABLE).where('id', row.id).update({ unsubscribed_at: active ? null : now, updated_at: now, ...(active ? { next_due_at: null } : {}) });
      }
      return true;
    },

    /** Mail on or off; false when the inbox has no subscription. */
    async setByEmail(emailKey: string, byEmail: boolean, now: string): Promise<boolean> {
      return (await knex(TABLE).where('email_key', emailKey).update({ by_email: byEmail, updated_at: now })) > 0;
    },

    /** The push devices (ids of `push_subscriptions`) that receive this subscription's notifications. */
    async pushDeviceIds(subscriptionId: number): Promise<number[]> {
      const rows: Array<{ device_id: unknown }> = await knex(DEVICES).where('subscription_id', subscriptionId).orderBy('device_id').select('device_id');
      return rows.map((row) => Number(row.device_id));
    },

    /** Adds or removes one device; doing it twice is the same as once. */
    async setPushDevice(subscriptionId: number, deviceId: number, on: boolean, now: string): Promise<void> {
      if (on) {
        await knex(DEVICES).insert({ subscription_id: subscriptionId, device_id: deviceId, created_at: now }).onConflict(['subscription_id', 'device_id']).ignore();
      } else {
        await knex(DEVICES).where({ subscription_id: subscriptionId, device_id: deviceId }).delete();
      }
    },

    /** The chosen devices of these subscriptions, by subscription id (the send's batch at once). */
    async pushDevicesOf(subscriptionIds: number[], executor: Knex = knex): Promise<Map<number, number[]>> {
      const devices = new Map<number, number[]>();
      if (subscriptionIds.length === 0) return devices;
      const rows: Array<{ subscription_id: unknown; device_id: unknown }> = await executor(DEVICES)
        .whereIn('subscription_id', subscriptionIds)
        .orderBy(['subscription_id', 'device_id'])
        .select('subscription_id', 'device_id');
      for (const row of rows) {
        const id = Number(row.subscription_id);
        devices.set(id, [...(devices.get(id) ?? []), Number(row.device_id)]);
      }
      return devices;
    },

    /** Up to `limit` active subscriptions after `afterId`, in id order: the send's batches. */
    async activeAfter(afterId: number, limit: number, executor: Knex = knex): Promise<HoroscopeSubscription[]> {
      const rows: Array<Record<string, unknown>> = await executor(TABLE).whereNull('unsubscribed_at').andWhere('id', '>', afterId).orderBy('id').limit(limit);
      return rows.map(toSubscription);
    },

    /**
     * The minute tick's batches: up to `limit` active subscriptions after `afterId`, in id order, whose
     * `next_due_at` has come (or is not known yet). Everyone else has nothing due and is not read.
     * Two index ranges of `(unsubscribed_at, next_due_at, id)`, one per half of the OR: written as one
     * condition, SQLite (no statistics) walks every active row in id order instead. The `+id` keeps
     * the second half on that index too; its few due rows are then sorted.
     */
    async dueAfter(afterId: number, limit: number, nowIso: string, executor: Knex = knex): Promise<HoroscopeSubscription[]> {
      const rows: Array<Record<string, unknown>> = await executor(TABLE)
        .whereNull('unsubscribed_at')
        .whereNull('next_due_at')
        .andWhere('id', '>', afterId)
        .unionAll((q) => q.select('*').from(TABLE).whereNull('unsubscribed_at').andWhere('next_due_at', '<=', nowIso).andWhereRaw('+?? > ?', ['id', afterId]))
        .orderBy('id')
        .limit(limit);
      return rows.map(toSubscription);
    },

    /**
     * Sets when the tick next needs each subscriber. `nextDueAt` was worked out from `timeZone`, so a
     * row is only written while its zone is still one that gives that instant: a row whose zone has
     * changed since it was read (a change that cleared its next_due_at) to one that does not is left
     * alone. One statement per instant (a few dozen at most, however many zones), all in one
     * transaction (the caller's, or one of its own): one commit per batch. Repeating it, or two
     * processes at once, end in the same rows.
     */
    async setNextDue(entries: Array<{ id: number; timeZone: string; nextDueAt: string }>, executor?: Knex): Promise<void> {
      if (entries.length === 0) return;
      const byInstant = new Map<string, { ids: number[]; zones: Set<string> }>();
      for (const { id, timeZone, nextDueAt } of entries) {
        const group = byInstant.get(nextDueAt) ?? { ids: [], zones: new Set<string>() };
        group.ids.push(id);
        group.zones.add(timeZone);
        byInstant.set(nextDueAt, group);
      }
      const write = async (trx: Knex) => {
        for (const [nextDueAt, { ids, zones }] of byInstant) {
          await trx(TABLE).whereIn('id', ids).whereIn('time_zone', [...zones]).update({ next_due_at: nextDueAt });
        }
      };
      await (executor ? write(executor) : knex.transaction(write));
    },

    /** Deletes the subscriptions unsubscribed before `cutoffIso` (the retention rule); the number deleted. */
    async deleteUnsubscribedBefore(cutoffIso: string, executor: Knex = knex): Promise<number> {
      return executor(TABLE).whereNotNull('unsubscribed_at').andWhere('unsubscribed_at', '<', cutoffIso).delete();
    },

    /**
     * Takes the right to queue `date`'s horoscope now for these subscribers, and notes it: those whose
     * last one was queued at least MIN_HOURS_BETWEEN_HOROSCOPES ago (or never) get `last_queued_at`
     * = now and `last_queued_date` = `date` (never moving a later date back), and are returned; the
     * others are left out and unchanged. One conditional UPDATE, so of two runs at once (the minute's
     * tick in two processes, `horoscope:send` beside them) each subscriber is taken by one only,
     * whichever date each would send: PostgreSQL re-checks the condition on a row another
     * transaction just changed, and SQLite runs one write transaction at a time.
     */
    async claimForQueueing(ids: number[], date: string, nowIso: string, executor: Knex = knex): Promise<number[]> {
      if (ids.length === 0) return [];
      const cutoff = new Date(Date.parse(nowIso) - MIN_HOURS_BETWEEN_HOROSCOPES * 3_600_000).toISOString();
      const rows: Array<{ id: unknown }> = await executor(TABLE)
        .whereIn('id', ids)
        .andWhere((w) => w.whereNull('last_queued_at').orWhere('last_queued_at', '<=', cutoff))
        .update({
          last_queued_at: nowIso,
          last_queued_date: knex.raw('case when last_queued_date is null or last_queued_date < ? then ? else last_queued_date end', [date, date]),
        })
        .returning('id');
      return rows.map((row) => Number(row.id));
    },
  };
}

export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;
