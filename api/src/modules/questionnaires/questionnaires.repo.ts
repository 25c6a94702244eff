import type { Knex } from 'knex';
import type { Database } from '../../db/database';
import { toBoolean, toIso } from '../../db/mappers';

type Executor = Knex | Knex.Transaction;

/** Who gave an answer: the order's owner, or someone who only had its request code. */
export type SubmittedBy = 'owner' | 'code_holder';

/** An order as answering a questionnaire sees it. */
export interface AnswerableOrder {
  id: number;
  requestCode: string;
  productId: number;
  userId: number | null;
  parentOrderId: number | null;
  isPaid: boolean;
  refunded: boolean;
  /** SHA-256 of the paying browser's token (payments/payer-proof.ts): that browser counts as the owner. */
  payerTokenHash: string | null;
}

export interface StoredResponse {
  orderId: number;
  questionnaireId: string;
  submissionId: string;
  answersJson: string;
  submittedBy: SubmittedBy;
  createdAt: string;
}

export interface NewResponse {
  orderId: number;
  questionnaireId: string;
  submissionId: string;
  answersJson: string;
  submittedBy: SubmittedBy;
  userId: number | null;
  now: string;
}

const toOrder = (row: Record<string, unknown>): AnswerableOrder => ({
  id: Number(row.id),
  requestCode: String(row.request_code),
  productId: Number(row.product_id),
  userId: row.user_id === null || row.user_id === undefined ? null : Number(row.user_id),
  parentOrderId: row.parent_order_id === null || row.parent_order_id === undefined ? null : Number(row.parent_order_id),
  isPaid: toBoolean(row.is_paid),
  refunded: row.refunded_at !== null && row.refunded_at !== undefined,
  payerTokenHash: (row.payer_token_hash as string | null) ?? null,
});

const toResponse = (row: Record<string, unknown>): StoredResponse => ({
  orderId: Number(row.order_id),
  questionnaireId: String(row.questionnaire_id),
  submissionId: String(row.submission_id),
  answersJson: String(row.answers_json),
  submittedBy: row.submitted_by as SubmittedBy,
  createdAt: toIso(row.created_at),
});

const ORDER_COLUMNS = ['id', 'request_code', 'product_id', 'user_id', 'parent_order_id', 'is_paid', 'refunded_at', 'payer_token_hash'];

/** The only SQL of questionnaire answers: the responses table, and the order flags answering sets. */
export function createQuestionnairesRepo(db: Database) {
  const { knex } = db;
  return {
    async orderByCode(code: string): Promise<AnswerableOrder | undefined> {
      const row = await knex('orders').select(ORDER_COLUMNS).where({ request_code: code }).first();
      return row && toOrder(row);
    },

    async orderById(id: number): Promise<AnswerableOrder | undefined> {
      const row = await knex('orders').select(ORDER_COLUMNS).where({ id }).first();
      return row && toOrder(row);
    },

    async bySubmission(submissionId: string): Promise<StoredResponse | undefined> {
      const row = await knex('questionnaire_responses').where({ submission_id: submissionId }).first();
      return row && toResponse(row);
    },

    /** Every stored answer of an order (at most one from its owner and one from a code holder). */
    async forOrder(orderId: number, executor: Executor = knex): Promise<StoredResponse[]> {
      const rows = await executor('questionnaire_responses').where({ order_id: orderId }).orderBy('id');
      return rows.map(toResponse);
    },

    /** The answers that count for each of these orders: the owner's, else the code holder's. */
    async countingFor(orderIds: number[]): Promise<Map<number, StoredResponse>> {
      const counting = new Map<number, StoredResponse>();
      if (orderIds.length === 0) return counting;
      const rows = (await knex('questionnaire_responses').whereIn('order_id', orderIds).orderBy('id')).map(toResponse);
      for (const row of rows) {
        if (!counting.has(row.orderId) || row.submittedBy === 'owner') counting.set(row.orderId, row);
      }
      return counting;
    },

    /** Throws a unique violation when the submission id, or an answer from the same kind of caller, is stored already. */
    async insert(response: NewResponse, executor: Executor): Promise<void> {
      await executor('questionnaire_responses').insert({
        order_id: response.orderId,
        questionnaire_id: response.questionnaireId,
        submission_id: response.submissionId,
        answers_json: response.answersJson,
        submitted_by: response.submittedBy,
        user_id: response.userId,
        created_at: response.now,
      });
    },

    /**
     * Marks the order's questions answered, and starts its delivery clock: its open work item becomes
     * due at `dueAt`. Only the first answer does either (the flag is the guard): a later answer, the
     * owner's replacing a code holder's, changes neither.
     */
    async markAnswered(orderId: number, dueAt: string, now: string, executor: Executor): Promise<void> {
      const flipped = await executor('orders').where({ id: orderId, questions_completed: false }).update({ questions_completed: true, updated_at: now });
      if (flipped !== 1) return;
      await executor('readings').where({ order_id: orderId, reading_completed: false }).update({ due_at: dueAt, updated_at: now });
    },

    /** The flags an order's status is derived from (shared/domain/order-status.ts). */
    async statusFlags(orderId: number): Promise<{ isPaid: boolean; questionsCompleted: boolean; readingCompleted: boolean; refunded: boolean }> {
      const row = await knex('orders as o')
        .leftJoin('readings as r', 'r.order_id', 'o.id')
        .select('o.is_paid', 'o.questions_completed', 'o.refunded_at', 'r.reading_completed')
        .where('o.id', orderId)
        .first();
      return {
        isPaid: toBoolean(row?.is_paid),
        questionsCompleted: toBoolean(row?.questions_completed),
        readingCompleted: toBoolean(row?.reading_completed),
        refunded: row?.refunded_at !== null && row?.refunded_at !== undefined,
      };
    },
  };
}

export type QuestionnairesRepo = ReturnType<typeof createQuestionnairesRepo>;
