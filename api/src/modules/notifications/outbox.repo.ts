import type { Knex } from 'knex';
import { pushMessageSchema, type PushMessage } from '@shared/schemas/push';
import { NOTICE_STATES, type ReadyNotice } from '@shared/schemas/admin';
import * as z from 'zod/mini';
import type { Database } from '../../db/database';
import { toIso } from '../../db/mappers';
import { param } from '../../db/prepared';
import type { RenderedMail } from '../mail/templates/layout';
import { parseStoredJson } from '@shared/schemas/stored-json';

const TABLE = 'notification_outbox';
/** A mail's extra headers, name to value (`headers_json`). */
const headersSchema = z.record(z.string(), z.string());

export type Channel = 'mail' | 'push';
type Executor = Knex | Knex.Transaction;

export interface EnqueueMail extends RenderedMail {
  kind: string;
  to: string;
  orderId?: number | null;
  /** The event this mail belongs to, and its unique key: a second row with the same key is not added. */
  eventKey?: string;
  dedupeKey?: string;
}

export interface EnqueuePush {
  kind: string;
  /** The order the push is about; null for a notice about no order (the daily horoscope). */
  orderId: number | null;
  userId: number;
  subscriptionId: number;
  eventKey: string;
  dedupeKey: string;
  message: PushMessage;
}

export interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * A worker's hold on a row: every claim counts one more attempt, so `attempts` names the claim. A
 * worker whose lease ran out (and whose row another worker took) no longer matches it, and what it
 * writes afterwards changes nothing.
 */
export interface Lease {
  id: number;
  /** Counting this one. */
  attempts: number;
}

interface Claimed extends Lease {
  createdAt: string;
}
export interface ClaimedMail extends Claimed, RenderedMail {
  channel: 'mail';
  to: string;
}
export interface ClaimedPush extends Claimed {
  channel: 'push';
  message: PushMessage | undefined;
  /** null when the device was turned off (or expired) after the push was queued. */
  target: PushTarget | null;
}
export type ClaimedNotification = ClaimedMail | ClaimedPush;

function toClaimed(row: Record<string, unknown>): ClaimedNotification {
  const base = { id: Number(row.id), attempts: Number(row.attempts), createdAt: toIso(row.created_at) };
  if (row.channel !== 'push') {
    // Unreadable headers (never written so) are left off: the mail still goes, without them.
    const headers = parseStoredJson(headersSchema, row.headers_json);
    return { ...base, channel: 'mail', to: String(row.to_address), subject: String(row.subject), text: String(row.text_body), html: String(row.html_body), ...(headers ? { headers } : {}) };
  }
  const message = parseStoredJson(pushMessageSchema, row.payload_json);
  const target = row.target_id === null || row.target_id === undefined
    ? null
    : { id: Number(row.target_id), endpoint: String(row.endpoint), p256dh: String(row.p256dh), auth: String(row.auth) };
  return { ...base, channel: 'push', message, target };
}

const isNoticeState = (value: unknown): value is ReadyNotice['email'] => (NOTICE_STATES as readonly unknown[]).includes(value);

/**
 * The durable notification queue (docs/decisions/013-notifications.md): a notice is accepted once it is
 * a row here, written in the caller's transaction. One row per message and channel; rows that belong to
 * an event carry a unique `dedupe_key`, so queuing the same event again adds nothing.
 */
export function createOutboxRepo(db: Database) {
  const { knex } = db;

  // The hot path (a free request's confirmation mail) is one prepared statement.
  const insertMail = db.prepare((k) =>
    k(TABLE)
      .insert({
        channel: 'mail',
        kind: param('kind'),
        to_address: param('to'),
        subject: param('subject'),
        text_body: param('text'),
        html_body: param('html'),
        status: 'pending',
        attempts: 0,
        next_attempt_at: param('now'),
        order_id: param('orderId'),
        event_key: param('eventKey'),
        dedupe_key: param('dedupeKey'),
        headers_json: param('headers'),
        created_at: param('now'),
      })
      .onConflict('dedupe_key')
      .ignore(),
  );

  /** Takes the due rows for this worker, up to `limit`, leasing them until `lockedUntil`. */
  async function claimRows(nowIso: string, lockedUntil: string, limit: number): Promise<Lease[]> {
    const due = (q: Knex.QueryBuilder) =>
      q.where('status', 'pending').andWhere('next_attempt_at', '<=', nowIso).andWhere((w) => w.whereNull('locked_until').orWhere('locked_until', '<', nowIso));

    if (db.dialect === 'postgres') {
      // One statement: rows another worker is taking right now are skipped, not waited for. The
      // candidates are a CTE (run once): as `WHERE id IN (subquery)` PostgreSQL may run the subquery
      // again per row, and the LIMIT then no longer bounds the claim (it took every due row).
      const { rows } = await knex.raw<{ rows: Array<{ id: unknown; attempts: unknown }> }>(
        `with claimed as (
           select id from ${TABLE}
           where status = 'pending' and next_attempt_at <= ? and (locked_until is null or locked_until < ?)
           order by next_attempt_at, id limit ? for update skip locked
         )
         update ${TABLE} as n set locked_until = ?, attempts = n.attempts + 1 from claimed where n.id = claimed.id returning n.id, n.attempts`,
        [nowIso, nowIso, limit, lockedUntil],
      );
      return rows.map((row) => ({ id: Number(row.id), attempts: Number(row.attempts) }));
    }
    // SQLite: one writer at a time (BEGIN IMMEDIATE, docs/decisions/009), across processes too, so a
    // read and a conditional update in one transaction cannot race another claim.
    return knex.transaction(async (trx) => {
      const rows: Array<{ id: unknown; attempts: unknown }> = await due(trx(TABLE).select('id', 'attempts'))
        .orderBy([{ column: 'next_attempt_at' }, { column: 'id' }])
        .limit(limit);
      const ids = rows.map((row) => Number(row.id));
      if (ids.length > 0) await due(trx(TABLE).whereIn('id', ids)).update({ locked_until: lockedUntil, attempts: trx.raw('attempts + 1') });
      return rows.map((row) => ({ id: Number(row.id), attempts: Number(row.attempts) + 1 }));
    });
  }

  /** The row, while `lease` is still the claim that holds it. */
  const held = (lease: Lease) => knex(TABLE).where({ id: lease.id, attempts: lease.attempts, status: 'pending' });

  return {
    /** Queues a mail; false when its dedupe key was queued already (nothing added). */
    async enqueueMail(mail: EnqueueMail, now: string, executor?: Executor): Promise<boolean> {
      const added = await insertMail.run(
        {
          kind: mail.kind,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          orderId: mail.orderId ?? null,
          eventKey: mail.eventKey ?? null,
          dedupeKey: mail.dedupeKey ?? null,
          headers: mail.headers ? JSON.stringify(mail.headers) : null,
          now,
        },
        executor,
      );
      return added > 0;
    },

    /** Queues one push per device; rows whose dedupe key is queued already are left out. */
    async enqueuePushes(pushes: EnqueuePush[], now: string, executor: Executor = knex): Promise<void> {
      if (pushes.length === 0) return;
      const rows = pushes.map((push) => ({
        channel: 'push',
        kind: push.kind,
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        order_id: push.orderId,
        user_id: push.userId,
        subscription_id: push.subscriptionId,
        event_key: push.eventKey,
        dedupe_key: push.dedupeKey,
        payload_json: JSON.stringify(push.message),
        created_at: now,
      }));
      await executor(TABLE).insert(rows).onConflict('dedupe_key').ignore();
    },

    /** How many events of this kind the order had (each has one mail): numbers the next one. */
    async countEvents(kind: string, orderId: number, executor: Executor = knex): Promise<number> {
      const [row] = await executor(TABLE).where({ kind, order_id: orderId, channel: 'mail' }).count({ n: '*' });
      return Number(row?.n ?? 0);
    },

    /**
     * Leases up to `limit` due rows for `leaseMs` (docs/decisions/013): on PostgreSQL with
     * `FOR UPDATE SKIP LOCKED`, on SQLite under its single write lock. Two workers, in one process or
     * several, never hold the same row; a worker that dies mid-send frees its rows when the lease ends.
     */
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<ClaimedNotification[]> {
      const nowIso = now.toISOString();
      const leases = await claimRows(nowIso, new Date(now.getTime() + leaseMs).toISOString(), limit);
      if (leases.length === 0) return [];
      // The attempt as this claim counted it, whatever happened to the row since.
      const attempts = new Map(leases.map((lease) => [lease.id, lease.attempts]));
      const rows: Array<Record<string, unknown>> = await knex(`${TABLE} as n`)
        .leftJoin('push_subscriptions as s', 's.id', 'n.subscription_id')
        .select('n.*', 's.id as target_id', 's.endpoint', 's.p256dh', 's.auth')
        .whereIn('n.id', [...attempts.keys()])
        .orderBy('n.id');
      return rows.map((row) => ({ ...toClaimed(row), attempts: attempts.get(Number(row.id))! }));
    },

    /** Keeps a row while it is being sent; false when the lease was lost (another worker has the row). */
    async renewLease(lease: Lease, lockedUntil: Date): Promise<boolean> {
      return (await held(lease).update({ locked_until: lockedUntil.toISOString() })) > 0;
    },

    /**
     * Gives back a row this worker took but did not send (its process is stopping): due again at once for
     * another worker, instead of after the lease. The claim stays counted: the lease is named by its
     * attempt, and handing back an earlier count would let a worker that lost the row at that count
     * write to it again.
     */
    async releaseLease(lease: Lease): Promise<boolean> {
      return (await held(lease).update({ locked_until: null })) > 0;
    },

    /** The row was delivered; false (and nothing written) when `lease` no longer holds it. */
    async markSent(lease: Lease, now: Date): Promise<boolean> {
      return (await held(lease).update({ status: 'sent', sent_at: now.toISOString(), locked_until: null, last_error: null })) > 0;
    },

    /** A failed attempt: tried again at `nextAttemptAt`, or failed for good without one; false as above. */
    async markFailed(lease: Lease, error: string, nextAttemptAt: Date | null): Promise<boolean> {
      const updated = await held(lease).update({
        status: nextAttemptAt ? 'pending' : 'failed',
        next_attempt_at: (nextAttemptAt ?? new Date()).toISOString(),
        locked_until: null,
        last_error: error.slice(0, 2000),
      });
      return updated > 0;
    },

    async countByStatus(): Promise<Record<string, number>> {
      const rows: Array<{ status: string; count: number | string }> = await knex(TABLE).select('status').count({ count: '*' }).groupBy('status');
      return Object.fromEntries(rows.map((row) => [String(row.status), Number(row.count)]));
    },

    async latestFor(to: string): Promise<{ subject: string; text: string; status: string; createdAt: string } | undefined> {
      const row = await knex(TABLE).where({ to_address: to, channel: 'mail' }).orderBy('id', 'desc').first();
      return row && { subject: row.subject, text: row.text_body, status: row.status, createdAt: toIso(row.created_at) };
    },

    /**
     * For staff: each order's latest notice of this kind, its mail's state and its pushes' (by the
     * event they share). Notices queued before web push existed have no event, and so no pushes.
     */
    async latestNotices(kind: string, orderIds: number[]): Promise<Map<number, ReadyNotice>> {
      const notices = new Map<number, ReadyNotice>();
      if (orderIds.length === 0) return notices;
      const rows: Array<Record<string, unknown>> = await knex(TABLE)
        .select('order_id', 'channel', 'status', 'event_key', 'created_at')
        .where('kind', kind)
        .whereIn('order_id', orderIds)
        .orderBy('id', 'desc');
      const latestEvent = new Map<number, unknown>();
      for (const row of rows) {
        const orderId = Number(row.order_id);
        if (row.channel !== 'mail' || notices.has(orderId)) continue;
        latestEvent.set(orderId, row.event_key);
        const email = isNoticeState(row.status) ? row.status : 'pending';
        notices.set(orderId, { queuedAt: toIso(row.created_at), email, push: { sent: 0, failed: 0, pending: 0 } });
      }
      for (const row of rows) {
        const orderId = Number(row.order_id);
        const notice = notices.get(orderId);
        if (row.channel !== 'push' || !notice || row.event_key === null || row.event_key !== latestEvent.get(orderId)) continue;
        if (isNoticeState(row.status)) notice.push[row.status] += 1;
      }
      return notices;
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
