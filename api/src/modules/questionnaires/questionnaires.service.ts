import type { Knex } from 'knex';
import { orderStatus } from '@shared/domain/order-lifecycle';
import { asksQuestions, isFunnelReading as isFunnelProduct } from '@shared/domain/products';
import { questionnaireFor, type QuestionnaireAnswers, type QuestionnaireId } from '@shared/questionnaires';
import type { OrderRef, QuestionnaireSubmission } from '@shared/schemas/questionnaire-submission';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { ConflictError, NotFoundError, PaymentRequiredError } from '../../http/errors';
import { isOwnerOrPayer, type Caller } from '../orders/payer-proof';
import { AlreadyAnsweredError, WrongQuestionnaireError } from './questionnaire-errors';
import type { OrderRecord } from '../orders/order-record';
import type { OrdersRepo } from '../orders/orders.repo';
import type { QuestionnairesRepo, StoredResponse, SubmittedBy } from './questionnaires.repo';
import type { Fulfilment } from '../fulfilment/fulfilment';

interface Deps {
  db: Database;
  orders: Pick<OrdersRepo, 'byCode' | 'byId' | 'markQuestionsAnswered' | 'statusFlags'>;
  repo: QuestionnairesRepo;
  /** Starts the delivery clock when the answers arrive. */
  fulfilment: Pick<Fulfilment, 'answered'>;
}

export interface Submission {
  questionnaireId: QuestionnaireId;
  orderRef: OrderRef;
  /** Already validated by the questionnaire's own schema (`answersSchemaFor`). */
  answers: QuestionnaireAnswers;
  /** The client-made Idempotency-Key. */
  submissionId: string;
  caller: Caller;
}

export interface SubmitOutcome {
  submission: QuestionnaireSubmission;
  /** False for a replay of a submission stored before: nothing changed. */
  created: boolean;
}

/**
 * The funnel's own reading (the free request and the full reading it becomes), whose request code is
 * the visitor's key until they have an account. Its bonus and upsell orders are not: they come with the
 * account the payment creates, and their questionnaires are reached from the signed-in dashboard.
 */
function isFunnelReading(order: OrderRecord): boolean {
  return isFunnelProduct(order.productId) && order.parentOrderId === null;
}

/**
 * Who is answering, or null for someone who may not (they get the 404 of an unknown order): the owner
 * (signed in, or the browser that paid), or, for a funnel reading named by its request code, whoever
 * holds that code. A numeric id is never a key (ids are guessable): by id, only the owner.
 */
export function answererOf(order: OrderRecord, ref: OrderRef, caller: Caller): SubmittedBy | null {
  if (isOwnerOrPayer(order, caller)) return 'owner';
  if ('code' in ref && isFunnelReading(order)) return 'code_holder';
  return null;
}

/** Questionnaire answers (docs/decisions/011-questionnaires.md): stored once per submission id, first answers count. */
export function createQuestionnairesService({ db, orders, repo, fulfilment }: Deps) {
  async function answerableOrder(ref: OrderRef, questionnaireId: QuestionnaireId, caller: Caller) {
    const order = 'code' in ref ? await orders.byCode(ref.code) : await orders.byId(ref.id);
    const by = order && answererOf(order, ref, caller);
    if (!order || !by) throw new NotFoundError();
    if (!order.isPaid) throw new PaymentRequiredError('Please complete your payment before answering these questions.');
    if (order.refundedAt !== null) throw new ConflictError('This order was refunded, so it takes no more answers.', 'order_refunded');
    // A product that asks nothing (the audio, the manifestation system) takes no questionnaire at all.
    if (!asksQuestions(order.productId) || questionnaireFor(order.productId).id !== questionnaireId) throw new WrongQuestionnaireError();
    return { order, by };
  }

  /**
   * Stores a new submission, or finds the one stored under its id before (a replay). The order's earlier
   * answers decide: none, or only a code holder's when the owner answers, let it in; anything else is
   * `already_answered`. Racing requests meet the unique constraints: the same id is then a replay, another
   * id from the same kind of caller a second answer (no 500 on either database).
   */
  async function store(order: OrderRecord, by: SubmittedBy, input: Submission): Promise<{ stored: StoredResponse; created: boolean }> {
    const before = await repo.bySubmission(input.submissionId);
    if (before) return { stored: before, created: false };
    // A replay (above) still gets its stored answer; new answers for delivered work would never be read.
    if ((await orders.statusFlags(order.id)).readingCompleted) throw new ConflictError('Your reading for this order is already complete, so it takes no more answers.', 'already_delivered');
    try {
      return await db.knex.transaction(async (trx: Knex.Transaction) => {
        // One read decides both (on PostgreSQL two reads could each see a different moment).
        const earlier = await repo.forOrder(order.id, trx);
        const replayed = earlier.find((answer) => answer.submissionId === input.submissionId);
        if (replayed) return { stored: replayed, created: false };
        if (earlier.some((answer) => answer.submittedBy === 'owner' || answer.submittedBy === by)) throw new AlreadyAnsweredError();
        const now = new Date();
        const stored: StoredResponse = {
          orderId: order.id,
          questionnaireId: input.questionnaireId,
          submissionId: input.submissionId,
          answersJson: JSON.stringify(input.answers),
          submittedBy: by,
          createdAt: now.toISOString(),
        };
        await repo.insert({ ...stored, userId: input.caller.userId, now: stored.createdAt }, trx);
        // The delivery clock starts with the first answers (the flag is the guard: the owner's answer
        // replacing a code holder's changes neither): until now the work had no due time.
        if (await orders.markQuestionsAnswered(order.id, stored.createdAt, trx)) await fulfilment.answered(order.id, now, trx);
        return { stored, created: true };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const replayed = await repo.bySubmission(input.submissionId);
      if (replayed) return { stored: replayed, created: false };
      throw new AlreadyAnsweredError();
    }
  }

  return {
    async submit(input: Submission): Promise<SubmitOutcome> {
      const { order, by } = await answerableOrder(input.orderRef, input.questionnaireId, input.caller);
      const { stored, created } = await store(order, by, input);
      // A submission id is one submission: reused for another order, it is a client's mistake, not a replay.
      if (stored.orderId !== order.id) throw new ConflictError('This submission id was already used for another order. Please send a new one.');
      const status = orderStatus(await orders.statusFlags(order.id));
      return {
        created,
        submission: {
          submissionId: stored.submissionId,
          questionnaireId: stored.questionnaireId as QuestionnaireId,
          orderRequestCode: order.requestCode,
          receivedAt: stored.createdAt,
          status,
        },
      };
    },
  };
}

export type QuestionnairesService = ReturnType<typeof createQuestionnairesService>;
