import type { Knex } from 'knex';
import type { Database } from '../../db/database';
import { toIso } from '../../db/mappers';
import { param } from '../../db/prepared';
import type { RenderedMail } from './templates/layout';

export interface OutboxMail extends RenderedMail {
  id: number;
  to: string;
  attempts: number;
}

export interface EnqueueMail extends RenderedMail {
  kind: string;
  to: string;
  orderId?: number | null;
}

/** The durable mail queue: a mail is accepted once it is a row here, in the caller's transaction. */
export function createOutboxRepo(db: Database) {
  const insert = db.prepare((knex) =>
    knex('mail_outbox').insert({
      kind: param('kind'),
      to_address: param('to'),
      subject: param('subject'),
      text_body: param('text'),
      html_body: param('html'),
      status: 'pending',
      attempts: 0,
      next_attempt_at: param('now'),
      order_id: param('orderId'),
      created_at: param('now'),
    }),
  );

  return {
    enqueue(mail: EnqueueMail, now: string, executor?: Knex | Knex.Transaction): Promise<number> {
      return insert.run({ kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, orderId: mail.orderId ?? null, now }, executor);
    },

    /**
     * Leases up to `limit` due mails for `leaseMs`. Each row is taken with a conditional update, so two
     * workers (or two processes) never send the same mail.
     */
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<OutboxMail[]> {
      const nowIso = now.toISOString();
      const candidates = await db
        .knex('mail_outbox')
        .select('id')
        .where('status', 'pending')
        .andWhere('next_attempt_at', '<=', nowIso)
        .andWhere((q) => q.whereNull('locked_until').orWhere('locked_until', '<', nowIso))
        .orderBy('next_attempt_at')
        .limit(limit);
      const claimed: OutboxMail[] = [];
      for (const { id } of candidates) {
        const taken = await db
          .knex('mail_outbox')
          .where({ id, status: 'pending' })
          .andWhere((q) => q.whereNull('locked_until').orWhere('locked_until', '<', nowIso))
          .update({ locked_until: new Date(now.getTime() + leaseMs).toISOString(), attempts: db.knex.raw('attempts + 1') });
        if (taken !== 1) continue;
        const row = await db.knex('mail_outbox').where({ id }).first();
        claimed.push({ id, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body, attempts: row.attempts });
      }
      return claimed;
    },

    async markSent(id: number, now: Date): Promise<void> {
      await db.knex('mail_outbox').where({ id }).update({ status: 'sent', sent_at: now.toISOString(), locked_until: null, last_error: null });
    },

    async markFailed(id: number, error: string, nextAttemptAt: Date | null): Promise<void> {
      await db
        .knex('mail_outbox')
        .where({ id })
        .update({
          status: nextAttemptAt ? 'pending' : 'failed',
          next_attempt_at: (nextAttemptAt ?? new Date()).toISOString(),
          locked_until: null,
          last_error: error.slice(0, 2000),
        });
    },

    async countByStatus(): Promise<Record<string, number>> {
      const rows: Array<{ status: string; count: number | string }> = await db.knex('mail_outbox').select('status').count({ count: '*' }).groupBy('status');
      return Object.fromEntries(rows.map((row) => [String(row.status), Number(row.count)]));
    },

    async latestFor(to: string): Promise<{ subject: string; text: string; status: string; createdAt: string } | undefined> {
      const row = await db.knex('mail_outbox').where({ to_address: to }).orderBy('id', 'desc').first();
      return row && { subject: row.subject, text: row.text_body, status: row.status, createdAt: toIso(row.created_at) };
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
