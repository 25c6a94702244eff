import type { Knex } from 'knex';
import type { Database } from '../../db/database';
import { param } from '../../db/prepared';

type Executor = Knex | Knex.Transaction;

/** What staff deliver with a save (the admin's editor): the sketch, the notes and the premium content. */
export interface DeliveredWork {
  /** Null for a product without a sketch (or notes) left blank. */
  sketchUrl: string | null;
  sketchAlt: string | null;
  readingNotes: string | null;
  /** The premium content as JSON; undefined keeps what is stored, null clears it. */
  premiumJson: string | null | undefined;
  sketchChanged: boolean;
  /** Staff confirmed that they deliver this work without the customer's answers (recorded with `now`). */
  withoutAnswers: boolean;
  now: string;
}

export interface NewFreeReading {
  orderId: number;
  genderPreference: string;
  soulmateTrait: string;
  question: string;
  dueAt: string;
  now: string;
}

/**
 * The SQL of staff's work items (the `readings` table) as the order lifecycle moves them: opened by a
 * free request or a payment, timed by the answers, delivered by a payment or a staff save, closed by a
 * refund. Every write of the table is here, with the orders module's other queries on it
 * (docs/decisions/020-api-module-layers.md); the fulfilment service (fulfilment/fulfilment.ts) is their
 * only caller and decides each due time (shared/domain/order-lifecycle.ts).
 */
export function createWorkItemsRepo(db: Database) {
  const { knex } = db;
  // The free request's reading, with the form's answers: inserted on the hot lane (compiled once).
  const insertFreeReading = db.prepare((k) =>
    k('readings').insert({
      order_id: param('orderId'),
      gender_preference: param('genderPreference'),
      soulmate_trait: param('soulmateTrait'),
      question: param('question'),
      reading_completed: false,
      due_at: param('dueAt'),
      created_at: param('now'),
      updated_at: param('now'),
    }),
  );

  return {
    /** In the caller's transaction, beside the order and the confirmation mail. */
    async insertFreeReading(input: NewFreeReading, executor: Knex.Transaction): Promise<void> {
      await insertFreeReading.run({ ...input }, executor);
    },

    /**
     * Paying opens work (docs/decisions/010-paid-work.md): each paid order gets a pending item, due at
     * `dueAt` (null: not before its answers arrive). An order that already has one (the free reading a
     * payment upgrades) goes back to pending with its sketch and notes kept, and the time its free
     * reading was delivered moves to `free_completed_at`: `completed_at` is for the work now owed.
     */
    async openWork(orderIds: number[], dueAt: string | null, now: string, executor: Executor): Promise<void> {
      if (orderIds.length === 0) return;
      await executor('readings')
        .insert(orderIds.map((orderId) => ({ order_id: orderId, reading_completed: false, due_at: dueAt, created_at: now, updated_at: now })))
        .onConflict('order_id')
        .merge({
          reading_completed: false,
          due_at: dueAt,
          free_completed_at: knex.raw('coalesce(readings.completed_at, readings.free_completed_at)'),
          completed_at: null,
          delivered_without_answers_at: null,
          updated_at: now,
        });
    },

    /**
     * A product delivered the moment it is paid (the meditation, docs/decisions/017-product-registry.md):
     * its item enters the queue completed at the payment, so its owner has it at once and staff may still
     * replace what it delivers. Nothing was owed, so it was never due later than now.
     */
    async deliverWork(orderIds: number[], now: string, executor: Executor): Promise<void> {
      if (orderIds.length === 0) return;
      await executor('readings')
        .insert(orderIds.map((orderId) => ({ order_id: orderId, reading_completed: true, due_at: now, completed_at: now, created_at: now, updated_at: now })))
        .onConflict('order_id')
        .merge({ reading_completed: true, due_at: now, completed_at: now, updated_at: now });
    },

    /** Staff's save: the work item holds what they wrote and is delivered, keeping its first delivery time. */
    async deliverStaffWork(id: number, work: DeliveredWork, executor: Knex.Transaction): Promise<void> {
      await executor('readings')
        .where({ id })
        .update({
          sketch_url: work.sketchUrl,
          sketch_alt: work.sketchAlt,
          reading_notes: work.readingNotes,
          ...(work.premiumJson === undefined ? {} : { premium_content_json: work.premiumJson }),
          ...(work.sketchChanged ? { sketch_updated_at: work.now } : {}),
          ...(work.withoutAnswers ? { delivered_without_answers_at: work.now } : {}),
          reading_completed: true,
          completed_at: knex.raw('coalesce(completed_at, ?)', [work.now]),
          updated_at: work.now,
        });
    },

    /** The answers arrived: the order's open work item becomes due at `dueAt`. */
    async startClock(orderId: number, dueAt: string, now: string, executor: Executor): Promise<void> {
      await executor('readings').where({ order_id: orderId, reading_completed: false }).update({ due_at: dueAt, updated_at: now });
    },

    /**
     * A refunded order owes no work: the open items of `orderIds` (a refunded order and its refunded bonus
     * orders) close at the refund (completed_at is then when the item left the queue; the queue shows it
     * as refunded). Items already delivered keep their own completion time.
     */
    async closeWork(orderIds: number[], at: string, executor: Executor): Promise<void> {
      if (orderIds.length === 0) return;
      await executor('readings').whereIn('order_id', orderIds).where('reading_completed', false).update({ reading_completed: true, completed_at: at, updated_at: at });
    },
  };
}

export type WorkItemsRepo = ReturnType<typeof createWorkItemsRepo>;
