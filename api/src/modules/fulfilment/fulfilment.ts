import type { Knex } from 'knex';
import { deliveryNeedsConfirmation, dueTime, type WorkStatus } from '@shared/domain/order-lifecycle';
import { deliveredOnPayment } from '@shared/domain/products';
import type { FreeReadingInput } from '@shared/schemas/reading';
import { AnswersMissingError } from '../../http/errors';
import type { DeliveredWork, WorkItemsRepo } from '../orders/work-items.repo';

/** A paid order whose work the payment opens, and whether it still waits for its customer's answers. */
export interface PaidWork {
  orderId: number;
  productId: number;
  waitsForAnswers: boolean;
}

const iso = (date: Date | null) => date && date.toISOString();

/**
 * The order lifecycle's transitions of staff work, in one module (docs/decisions/018-order-lifecycle.md):
 * the only writer of a due time. Each runs in the caller's transaction, beside the order change that
 * causes it. A free request's reading is due a day after it is placed; paid work is due the delivery
 * window after its clock starts, which is the payment when nothing is asked and the answers otherwise,
 * so work waiting for answers has no due time at all. Staff's save delivers the work (`delivered`).
 */
export function createFulfilment(repo: WorkItemsRepo) {
  return {
    /** placed (free request): its reading is staff's work from now. */
    async requested(orderId: number, input: Pick<FreeReadingInput, 'gender_preference' | 'soulmate_trait' | 'question'>, at: Date, trx: Knex.Transaction): Promise<void> {
      await repo.insertFreeReading(
        {
          orderId,
          genderPreference: input.gender_preference,
          soulmateTrait: input.soulmate_trait,
          question: input.question,
          dueAt: dueTime({ by: 'request', at })!.toISOString(),
          now: at.toISOString(),
        },
        trx,
      );
    },

    /**
     * paid: each order's work opens, due from now or, when it waits for answers, not yet; a product
     * delivered the moment it is paid (the meditation) is delivered now instead.
     */
    async paid(work: PaidWork[], at: Date, trx: Knex.Transaction): Promise<void> {
      const now = at.toISOString();
      const owed = work.filter((item) => !deliveredOnPayment(item.productId));
      for (const waitsForAnswers of [false, true]) {
        const ids = owed.filter((item) => item.waitsForAnswers === waitsForAnswers).map((item) => item.orderId);
        await repo.openWork(ids, iso(dueTime({ by: 'payment', at, waitsForAnswers })), now, trx);
      }
      await repo.deliverWork(
        work.filter((item) => deliveredOnPayment(item.productId)).map((item) => item.orderId),
        now,
        trx,
      );
    },

    /** The answers arrived: preparation starts, due the delivery window from now. */
    async answered(orderId: number, at: Date, trx: Knex.Transaction): Promise<void> {
      await repo.startClock(orderId, dueTime({ by: 'answers', at })!.toISOString(), at.toISOString(), trx);
    },

    /**
     * delivered by staff: their save holds the work and completes the item (the first time counts). Work
     * still waiting for its answers is delivered only when staff confirmed it (`withoutAnswers`), and
     * that confirmation is recorded on the item; otherwise 409 `answers_missing` and nothing is written.
     */
    async delivered(workItemId: number, work: Omit<DeliveredWork, 'withoutAnswers'>, stage: { status: WorkStatus; withoutAnswers: boolean }, trx: Knex.Transaction): Promise<void> {
      const needsConfirmation = deliveryNeedsConfirmation(stage.status);
      if (needsConfirmation && !stage.withoutAnswers) throw new AnswersMissingError();
      await repo.deliverStaffWork(workItemId, { ...work, withoutAnswers: needsConfirmation }, trx);
    },

    /** refunded: the open work of these orders closes. */
    async refunded(orderIds: number[], at: string, trx: Knex.Transaction): Promise<void> {
      await repo.closeWork(orderIds, at, trx);
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
