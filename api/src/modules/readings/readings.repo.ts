import type { Knex } from 'knex';
import type { Database } from '../../db/database';
import { param } from '../../db/prepared';

export interface NewFreeReading {
  orderId: number;
  genderPreference: string;
  soulmateTrait: string;
  question: string;
  dueAt: string;
  now: string;
}

/**
 * The free request's reading: its work item with the form's answers, inserted on the hot lane
 * (compiled once). The order it belongs to, and every read of it by code, are the orders module's.
 */
export function createReadingsRepo(db: Database) {
  const insertReading = db.prepare((knex) =>
    knex('readings').insert({
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
      await insertReading.run({ ...input }, executor);
    },
  };
}

export type ReadingsRepo = ReturnType<typeof createReadingsRepo>;
