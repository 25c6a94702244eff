import type { Knex } from 'knex';
import type { PushDevice } from '@shared/schemas/push';
import type { Database } from '../../db/database';
import { toIso, toIsoOrNull } from '../../db/mappers';

const TABLE = 'push_subscriptions';
type Executor = Knex | Knex.Transaction;

export interface NewSubscription {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
}

function toDevice(row: Record<string, unknown>): PushDevice {
  return {
    id: Number(row.id),
    label: String(row.device_label),
    endpoint: String(row.endpoint),
    createdAt: toIso(row.created_at),
    lastSuccessAt: toIsoOrNull(row.last_success_at),
  };
}

/** The browsers that receive an account's notifications: one row per push endpoint. */
export function createPushSubscriptionsRepo(db: Database) {
  const { knex } = db;

  return {
    /**
     * Stores a subscription, or updates this account's own one with the same endpoint (its keys may have
     * changed). An endpoint held by another account is left as it is, and the answer is undefined: an
     * endpoint is no secret (it passes through push services and their logs), so whoever posts it must
     * not move that browser's notifications to their own account. In one statement, so two requests
     * racing for a new endpoint cannot both have it. Every row has an account (only a signed-in customer
     * subscribes, and a row goes with its account), so there is no signed-out subscription to adopt.
     */
    async upsert(input: NewSubscription, now: string): Promise<PushDevice | undefined> {
      await knex(TABLE)
        .insert({ user_id: input.userId, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, device_label: input.label, created_at: now })
        .onConflict('endpoint')
        .merge(['p256dh', 'auth', 'device_label'])
        .where(`${TABLE}.user_id`, input.userId);
      const row: Record<string, unknown> | undefined = await knex(TABLE).where({ endpoint: input.endpoint, user_id: input.userId }).first();
      return row && toDevice(row);
    },

    async listForUser(userId: number): Promise<PushDevice[]> {
      const rows: Array<Record<string, unknown>> = await knex(TABLE).where({ user_id: userId }).orderBy('id');
      return rows.map(toDevice);
    },

    /** Turns a device off for its owner; false when the id is not one of theirs. */
    async removeForUser(id: number, userId: number): Promise<boolean> {
      return (await knex(TABLE).where({ id, user_id: userId }).delete()) > 0;
    },

    /** The push service said the subscription is gone (404/410): nothing will reach it again. */
    async remove(id: number): Promise<void> {
      await knex(TABLE).where({ id }).delete();
    },

    async markSuccess(id: number, now: Date): Promise<void> {
      await knex(TABLE).where({ id }).update({ last_success_at: now.toISOString() });
    },

    /** The devices of the account that owns an order, at the moment a notice about it is queued. */
    async forOrderOwner(orderId: number, executor: Executor = knex): Promise<Array<{ id: number; userId: number }>> {
      const rows: Array<{ id: unknown; user_id: unknown }> = await executor(`${TABLE} as s`)
        .join('orders as o', 'o.user_id', 's.user_id')
        .select('s.id', 's.user_id')
        .where('o.id', orderId)
        .orderBy('s.id');
      return rows.map((row) => ({ id: Number(row.id), userId: Number(row.user_id) }));
    },

    /**
     * The accounts that own these devices, for the ones that still exist: for notices sent to devices
     * a customer chose elsewhere (the daily horoscope's), each push row names its account.
     */
    async ownersOf(ids: number[], executor: Executor = knex): Promise<Map<number, number>> {
      const owners = new Map<number, number>();
      if (ids.length === 0) return owners;
      const rows: Array<{ id: unknown; user_id: unknown }> = await executor(TABLE).whereIn('id', ids).select('id', 'user_id');
      for (const row of rows) owners.set(Number(row.id), Number(row.user_id));
      return owners;
    },
  };
}

export type PushSubscriptionsRepo = ReturnType<typeof createPushSubscriptionsRepo>;
