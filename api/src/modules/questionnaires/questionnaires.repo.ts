import type { Knex } from 'knex';
import type { Database } from '../../db/database';
import { toIso } from '../../db/mappers';

type Executor = Knex | Knex.Transaction;

/** Who gave an answer: the order's owner, or someone who only had its request code. */
export type SubmittedBy = 'owner' | 'code_holder';

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

const toResponse = (row: Record<string, unknown>): StoredResponse => ({
  orderId: Number(row.order_id),
  questionnaireId: String(row.questionnaire_id),
  submissionId: String(row.submission_id),
  answersJson: String(row.answers_json),
  submittedBy: row.submitted_by as SubmittedBy,
  createdAt: toIso(row.created_at),
});

/** The only SQL of questionnaire answers: the responses table. */
export function createQuestionnairesRepo(db: Database) {
  const { knex } = db;
  return {
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
  };
}

export type QuestionnairesRepo = ReturnType<typeof createQuestionnairesRepo>;
