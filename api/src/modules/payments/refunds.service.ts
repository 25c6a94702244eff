import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { RefundState } from '@shared/schemas/refund';
import { AppError, NotFoundError, NotRefundableError } from '../../http/errors';
import { RefundRejectedError, type ChargeRefundView, type PaymentProvider } from '../../integrations/payments/payment-provider';
import type { OutboxRepo } from '../notifications/outbox.repo';
import { refundMail } from '../mail/templates/refund';
import type { OrderRecord } from '../orders/order-record';
import type { OrdersRepo } from '../orders/orders.repo';
import type { Fulfilment } from '../fulfilment/fulfilment';
import { paths } from '@shared/routes/page-paths';

interface Deps {
  provider: PaymentProvider;
  orders: Pick<
    OrdersRepo,
    'byId' | 'byPaymentIntent' | 'refundState' | 'recordRefundRequest' | 'withdrawRefundRequest' | 'markRefundedOnce' | 'markBonusOrdersRefunded' | 'recordRefundedAmount' | 'refundedFamilyIds'
  >;
  /** The staff queue's items, which a refund closes. */
  fulfilment: Pick<Fulfilment, 'refunded'>;
  outbox: OutboxRepo;
  publicUrl: string;
  logger: Logger;
}

/** One refund per order, whoever asks how often: the provider answers the first one again. */
export const refundIdempotencyKey = (orderId: number) => `refund-order-${orderId}`;

/**
 * Refunds (the 48-hour money-back guarantee). Staff ask; the provider refunds; its `charge.refunded`
 * event, applied by the payments module's event handler in the event's transaction, is what marks
 * the order refunded and tells the customer.
 */
export function createRefundsService({ provider, orders, fulfilment, outbox, publicUrl, logger }: Deps) {
  async function currentState(order: OrderRecord): Promise<RefundState> {
    const state = await orders.refundState(order.id);
    if (!state) throw new NotFoundError('There is no order with that id.');
    return state;
  }

  return {
    /**
     * Staff refund a paid order in full. The first request is recorded (who, why, when) before the
     * provider is asked; a repeat records nothing and asks the provider again with the same key and
     * the first reason (so a lost answer can be retried), then answers the order's state.
     */
    async request(orderId: number, reason: string, staffUserId: number): Promise<RefundState> {
      const order = await orders.byId(orderId);
      if (!order) throw new NotFoundError('There is no order with that id.');
      if (order.refundedAt) return currentState(order);
      if (!order.isPaid) throw new NotRefundableError('This order is not paid, so there is nothing to refund.');
      if (!order.paymentIntentId) throw new NotRefundableError('This order was not paid by card (a bonus or a gift), so there is nothing to refund.');

      const at = new Date().toISOString();
      const recorded = await orders.recordRefundRequest(order.id, { reason, byUserId: staffUserId, at });
      // The provider refuses a repeated key with other parameters: a repeat sends the first reason.
      const firstReason = recorded ? reason : ((await orders.byId(order.id))?.refundReason ?? reason);
      try {
        await provider.refund({
          paymentIntentId: order.paymentIntentId,
          idempotencyKey: refundIdempotencyKey(order.id),
          metadata: { orderId: String(order.id), requestCode: order.requestCode, reason: firstReason },
        });
      } catch (error) {
        // Nothing was refunded: the request is taken back, so the order does not look "on its way".
        if (recorded) await orders.withdrawRefundRequest(order.id, at);
        if (error instanceof RefundRejectedError) throw new NotRefundableError(`The payment provider refused the refund: ${error.message}`);
        logger.error({ err: error, orderId: order.id }, 'the payment provider did not take the refund');
        throw new AppError(503, 'unavailable', 'The payment provider could not be reached. Nothing was refunded; please try again in a minute.', undefined, { 'Retry-After': '60' });
      }
      return currentState(order);
    },

    /**
     * Applies `charge.refunded`, inside the transaction that records the event. A full refund marks the
     * order and its bonus orders refunded and queues the mail, once (a second event finds it refunded).
     * A partial refund is recorded and logged; the order stays paid. Answers whether a mail was queued.
     */
    async applyEvent(refund: ChargeRefundView, trx: Knex.Transaction): Promise<boolean> {
      const order = await orders.byPaymentIntent(refund.paymentIntentId, trx);
      if (!order) {
        logger.warn({ paymentIntentId: refund.paymentIntentId }, 'refund of a payment that matches no order; ignored');
        return false;
      }
      if (!refund.fullyRefunded) {
        logger.warn({ orderId: order.id, refunded: refund.amountRefundedCents, charged: refund.amountCents }, 'partial refund recorded; the order stays paid');
        await orders.recordRefundedAmount(order.id, refund.amountRefundedCents, trx);
        return false;
      }
      const at = new Date().toISOString();
      if (!(await orders.markRefundedOnce(order.id, { at, amountCents: refund.amountRefundedCents }, trx))) return false;
      const bonusCount = await orders.markBonusOrdersRefunded(order.id, at, trx);
      await fulfilment.refunded(await orders.refundedFamilyIds(order.id, trx), at, trx);
      const mail = refundMail({
        name: order.customerName,
        orderNumber: order.orderNumber,
        productName: order.productName,
        amountCents: refund.amountRefundedCents,
        refundedAt: at,
        bonusCount,
        orderUrl: `${publicUrl}${paths.request.href(order.requestCode)}`,
      });
      await outbox.enqueueMail({ kind: 'refund', to: order.email, orderId: order.id, ...mail }, at, trx);
      logger.info({ orderId: order.id, amount: refund.amountRefundedCents, bonusCount }, 'order refunded');
      return true;
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
