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
        await trx(TABLE)
          .insert({
            email_key: input.emailKey,
            email: input.email,
            sign: input.sign,
            time_zone: input.timeZone ?? 'UTC',
            // By e-mail, as the subscribe box asks; notifications only on devices the customer chooses.
            by_email: true,
            unsubscribed_at: null,
            sign_source_at: input.signSourceAt,
            created_at: now,
            updated_at: now,
          })
          .onConflict('email_key')
          .ignore();
        await trx(TABLE)
          .where('email_key', input.emailKey)
          .update({ unsubscribed_at: null, updated_at: now, ...(input.timeZone ? { time_zone: input.timeZone } : {}) });
        await trx(TABLE)
          .where('email_key', input.emailKey)
          .andWhere((w) => w.whereNull('sign_source_at').orWhere('sign_source_at', '<=', input.signSourceAt))
          .update({ sign: input.sign, email: input.email, sign_source_at: input.signSourceAt });
      });
    },

    async byEmailKey(emailKey: string): Promise<HoroscopeSubscription | undefined> {
      const row = await knex(TABLE).where('email_key', emailKey).first();
      return row ? toSubscription(row) : undefined;
    },

    /** Ends or restarts the subscription; false when the inbox has none. Repeating it changes nothing more. */
    async setActive(emailKey: string, active: boolean, now: string): Promise<boolean> {
      const row = await knex(TABLE).where('email_key', emailKey).first('id', 'unsubscribed_at');
      if (!row) return false;
      if ((row.unsubscribed_at === null) !== active) {
        await knex(TABLE).where('id', row.id).update({ unsubscribed_at: active ? null : now, updated_at: now });
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

    /** Notes that `date`'s horoscope is queued for these subscribers (never moving a later date back). */
    async markQueued(ids: number[], date: string, executor: Knex = knex): Promise<void> {
      if (ids.length === 0) return;
      await executor(TABLE)
        .whereIn('id', ids)
        .andWhere((w) => w.whereNull('last_queued_date').orWhere('last_queued_date', '<', date))
        .update({ last_queued_date: date });
    },
  };
}

export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;
