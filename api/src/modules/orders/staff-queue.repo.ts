import type { Knex } from 'knex';
import type { AdminReading } from '@shared/schemas/admin';
import { parsePremium } from '@shared/domain/premium-content';
import { productName } from '@shared/domain/products';
import type { Database } from '../../db/database';
import { toBoolean, toIso, toIsoOrNull, toTextOrNull } from '../../db/mappers';
import { orderColumns, refundStateOf, toOrderRecord } from './order-record';
import { withRefunder } from './payment-state.repo';

/**
 * A reading as staff see it; `overdue` and `status` are derived by the admin module's service (the order
 * lifecycle, from `questionsCompleted` among the rest), `questionnaire` is the questionnaires module's.
 */
export type AdminReadingRecord = Omit<AdminReading, 'overdue' | 'status' | 'questionnaire' | 'readyNotice'> & { questionsCompleted: boolean };

/** The two halves of the staff queue: pending by due time, completed newest first. */
export type QueuePart = 'pending' | 'completed';

/** How many items each part of the queue holds; `waiting` (no due time yet) are among the pending. */
export interface QueueCounts {
  pending: number;
  completed: number;
  waiting: number;
}


const LIKE_ESCAPE = '\\';

/**
 * The staff queue in one ORDER BY: pending by due time, then pending work waiting for answers (no due
 * time) oldest first, then completed newest first (ids break ties).
 */
const QUEUE_ORDER = [
  'r.reading_completed',
  'case when r.reading_completed then 0 when r.due_at is null then 1 else 0 end',
  'case when r.reading_completed then null else r.due_at end',
  'case when r.reading_completed then r.completed_at end desc',
  'case when r.reading_completed then -r.id else r.id end',
].join(', ');

/** `%` and `_` in what staff typed are literal characters, not wildcards. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => LIKE_ESCAPE + char)}%`;
}

const ids = (rows: Array<{ id: unknown }>): number[] => rows.map((row) => Number(row.id));

const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** A queue row: the reading's own columns (`reading_id`, `reading_created_at`...) beside its order's. */
function toRecord(row: Record<string, unknown>): AdminReadingRecord {
  const order = toOrderRecord(row);
  return {
    id: Number(row.reading_id),
    orderId: order.id,
    requestCode: order.requestCode,
    name: order.customerName,
    email: order.email,
    // Bonus, upsell and catalogue items have no free-form answers (and a catalogue order no birthdate).
    birthdate: order.birthdate,
    question: textOrNull(row.question),
    soulmateTrait: textOrNull(row.soulmate_trait),
    genderPreference: textOrNull(row.gender_preference),
    productId: order.productId,
    productName: productName(order.productId),
    isPaid: order.isPaid,
    // E-mail confirmation belongs to the free form's request only: other orders have nothing to confirm.
    confirmed: row.question === null || row.question === undefined ? null : order.confirmedAt !== null,
    questionsCompleted: order.questionsCompleted,
    readingCompleted: toBoolean(row.reading_completed),
    sketchUrl: (row.sketch_url as string | null) ?? null,
    sketchAlt: (row.sketch_alt as string | null) ?? null,
    readingNotes: (row.reading_notes as string | null) ?? null,
    premium: parsePremium(row.premium_content_json),
    createdAt: toIso(row.reading_created_at),
    dueAt: toIsoOrNull(row.due_at),
    completedAt: toIsoOrNull(row.completed_at),
    freeCompletedAt: toIsoOrNull(row.free_completed_at),
    deliveredWithoutAnswersAt: toIsoOrNull(row.delivered_without_answers_at),
    priceCents: order.priceCents,
    refund: refundStateOf(order, toTextOrNull(row.refund_requested_by_name)),
  };
}

/**
 * The staff queue's queries. Builder queries (knex) rather than prepared statements: staff traffic is
 * small and the filters vary. Pages are read as ids first and only the page's rows are then joined, so
 * a deep page does not join every row it skips.
 */
export function createStaffQueueRepo(db: Database) {
  const { knex } = db;

  function whereSearch(query: Knex.QueryBuilder, search: string | undefined): Knex.QueryBuilder {
    if (!search) return query;
    const pattern = likePattern(search);
    return query.join('orders as o', 'o.id', 'r.order_id').where((q) =>
      q
        .whereRaw(`lower(o.customer_name) like ? escape '${LIKE_ESCAPE}'`, [pattern])
        .orWhereRaw(`lower(o.email) like ? escape '${LIKE_ESCAPE}'`, [pattern])
        .orWhereRaw(`lower(r.question) like ? escape '${LIKE_ESCAPE}'`, [pattern]),
    );
  }

  /** The readings with these ids, in the order given. */
  async function findByIds(ids: number[], executor: Knex | Knex.Transaction = knex): Promise<AdminReadingRecord[]> {
    if (ids.length === 0) return [];
    const query = executor('readings as r')
      .join('orders as o', 'o.id', 'r.order_id')
      .select(
        'r.id as reading_id', 'r.question', 'r.soulmate_trait', 'r.gender_preference', 'r.reading_completed', 'r.sketch_url', 'r.sketch_alt',
        'r.reading_notes', 'r.premium_content_json', 'r.created_at as reading_created_at', 'r.due_at', 'r.completed_at', 'r.free_completed_at',
        'r.delivered_without_answers_at',
        ...orderColumns('o'),
      )
      .whereIn('r.id', ids);
    const rows: Array<Record<string, unknown>> = await withRefunder(knex, query);
    const byId = new Map(rows.map((row) => [Number(row.reading_id), toRecord(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    /**
     * Pending and completed readings matching the search (all of them without one). One pass and no
     * GROUP BY: without a search it reads an index alone, with one it scans the table in storage order.
     */
    async counts(search: string | undefined): Promise<QueueCounts> {
      const query = knex('readings as r').select(
        knex.raw('count(*) as total'),
        knex.raw('sum(case when r.reading_completed then 1 else 0 end) as completed'),
        knex.raw('sum(case when r.reading_completed then 0 when r.due_at is null then 1 else 0 end) as waiting'),
      );
      const [row] = await whereSearch(query, search);
      const total = Number(row?.total ?? 0);
      const completed = Number(row?.completed ?? 0);
      return { pending: total - completed, completed, waiting: Number(row?.waiting ?? 0) };
    },

    /**
     * A slice of one half of the whole queue, walking that half's index in queue order. The pending half
     * is the work with a due time, by due time, then the work waiting for answers, oldest first, each
     * read on its own (`withDue`: how many have a due time, from `counts`), so neither database's place
     * for NULLs in an ORDER BY decides where they go.
     */
    async pageIds(part: QueuePart, limit: number, offset: number, withDue = 0): Promise<number[]> {
      const query = knex('readings as r').select('r.id').where('r.reading_completed', part === 'completed');
      if (part === 'completed') {
        return ids(await query.orderBy([{ column: 'r.completed_at', order: 'desc' }, { column: 'r.id', order: 'desc' }]).limit(limit).offset(offset));
      }
      const due = offset < withDue ? ids(await query.clone().whereNotNull('r.due_at').orderBy([{ column: 'r.due_at' }, { column: 'r.id' }]).limit(limit).offset(offset)) : [];
      if (due.length === limit) return due;
      const waiting = await query.whereNull('r.due_at').orderBy('r.id').limit(limit - due.length).offset(Math.max(0, offset - withDue));
      return due.concat(ids(waiting));
    },

    /**
     * A slice of the search results in queue order. A substring search reads every row anyway, so
     * one scan sorts the matches by the whole queue order; walking an index instead would visit most
     * of the table in random order for a rare term.
     */
    async searchPageIds(search: string, part: QueuePart | undefined, limit: number, offset: number): Promise<number[]> {
      const query = whereSearch(knex('readings as r').select('r.id'), search).orderByRaw(QUEUE_ORDER);
      if (part) query.where('r.reading_completed', part === 'completed');
      const rows: Array<{ id: unknown }> = await query.limit(limit).offset(offset);
      return rows.map((row) => Number(row.id));
    },

    findByIds,

    async findById(id: number, executor?: Knex | Knex.Transaction): Promise<AdminReadingRecord | undefined> {
      return (await findByIds([id], executor))[0];
    },

    /**
     * Holds the reading's row until the transaction ends, so two saves of it run one after the other.
     * PostgreSQL only: SQLite's transactions hold the whole database's write lock already (BEGIN IMMEDIATE).
     */
    async lockForUpdate(id: number, executor: Knex.Transaction): Promise<void> {
      if (db.dialect === 'postgres') await executor('readings').select('id').where({ id }).forUpdate();
    },

  };
}

export type StaffQueueRepo = ReturnType<typeof createStaffQueueRepo>;
