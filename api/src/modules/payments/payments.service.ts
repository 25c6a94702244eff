import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { asksQuestions, deliveredOnPayment, FULL_READING_PRODUCT_ID, isFunnelReading, productEntry, productName, UPSELL_PRODUCT_ID } from '@shared/domain/products';
import type { FunnelPrices, PaymentIntentCreated, PaymentStatus } from '@shared/schemas/payment';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError } from '../../http/errors';
import type { PaymentIntentView, PaymentProvider, ProviderEvent } from '../../integrations/payments/payment-provider';
import type { PasswordResetsRepo } from '../auth/password-resets.repo';
import type { UsersRepo } from '../auth/users.repo';
import type { NotificationWorker } from '../notifications/notification-worker';
import type { OutboxRepo } from '../notifications/outbox.repo';
import { paymentReceiptMail, type ReceiptPurchase } from '../mail/templates/payment-receipt';
import type { ProductsRepo } from '../products/products.repo';
import { checkoutKeyHash, isCheckoutOf, newPayerToken, type PayerGrant } from '../orders/payer-proof';
import type { OrderRecord } from '../orders/order-record';
import type { OrdersRepo } from '../orders/orders.repo';
import type { PaymentsRepo } from './payments.repo';
import type { Fulfilment, PaidWork } from '../fulfilment/fulfilment';
import type { RefundsService } from './refunds.service';
import { createUpsellService, offerRemainingMs } from './upsell.service';

const WELCOME_LINK_MS = 72 * 60 * 60 * 1000;

interface Deps {
  db: Database;
  provider: PaymentProvider;
  orders: OrdersRepo;
  payments: PaymentsRepo;
  /** Opens the staff work a payment buys. */
  fulfilment: Pick<Fulfilment, 'paid'>;
  /** Prices come from the products table (what staff edit in /admin/products); names from the product registry. */
  products: Pick<ProductsRepo, 'findById'>;
  users: UsersRepo;
  passwordResets: PasswordResetsRepo;
  outbox: OutboxRepo;
  notifier: Pick<NotificationWorker, 'nudge'>;
  /** Applies `charge.refunded` in the event's transaction. */
  refunds: Pick<RefundsService, 'applyEvent'>;
  publicUrl: string;
  logger: Logger;
}

type Purpose = 'order' | 'upsell';

/**
 * What a receipt describes: the funnel's reading (and which of its bonuses are ready at once), the
 * one-time offer (with the reading's order it joined), or a catalogue product.
 */
function receiptPurchase(productId: number, offerJoined: OrderRecord | undefined, bonusIds: readonly number[], own: { sketchSent: boolean; waitsForAnswers: boolean }): ReceiptPurchase {
  if (offerJoined) return { kind: 'offer', mainOrderNumber: offerJoined.orderNumber };
  if (productEntry(productId)?.bonuses) {
    return { kind: 'full-reading', bonuses: bonusIds.map((id) => productName(id)), readyNow: bonusIds.filter(deliveredOnPayment).map((id) => productName(id)), ...own };
  }
  return { kind: 'catalogue', asksQuestions: asksQuestions(productId), readyNow: deliveredOnPayment(productId) };
}

/** A free request not yet at checkout: its price (the full reading's) is fixed when checkout starts. */
function isUnpricedFunnelOrder(order: OrderRecord): boolean {
  return isFunnelReading(order.productId) && order.parentOrderId === null && order.priceCents === 0;
}

export function createPaymentsService(deps: Deps) {
  const { db, provider, orders, payments, fulfilment, products, users, passwordResets, outbox, notifier, refunds, publicUrl, logger } = deps;

  /** A product's price now, from the products table (0 when it is missing: nothing to sell). */
  async function productPrice(productId: number, executor?: Knex.Transaction): Promise<number> {
    return (await products.findById(productId, executor))?.priceCents ?? 0;
  }

  /**
   * What an order is charged: the price it was sold at, stored on the order. A catalogue order has it
   * from when it was placed, an upsell order from when the offer was accepted; a free request gets the
   * full reading's price of the moment its checkout starts. Staff changing a price later changes only
   * the orders priced after it.
   */
  async function priceFor(order: OrderRecord): Promise<number> {
    if (!isUnpricedFunnelOrder(order)) return order.priceCents;
    const current = await productPrice(FULL_READING_PRODUCT_ID);
    return current > 0 ? orders.fixPrice(order.id, current) : 0;
  }

  async function orderByCode(code: string): Promise<OrderRecord> {
    const order = await orders.byCode(code);
    if (!order) throw new NotFoundError();
    return order;
  }

  /**
   * Marks an order paid from a succeeded PaymentIntent — once: the conditional update lets exactly one
   * of any racing callers (webhook deliveries, the page's check) do the fulfilment.
   */
  async function markPaid(orderId: number, intent: PaymentIntentView, trx: Knex.Transaction): Promise<boolean> {
    const order = await orders.byId(orderId, trx);
    if (!order) return false;
    // The order's own price: fixed when its PaymentIntent was made, whatever staff changed since.
    const expected = order.priceCents;
    if (expected <= 0 || intent.amountCents !== expected || intent.currency !== 'usd') {
      // Never fulfil a payment for another amount than ours, whoever changed it.
      logger.error({ orderId, paymentIntentId: intent.id, amount: intent.amountCents, expected }, 'payment amount does not match the order; not fulfilled');
      return false;
    }
    const now = new Date().toISOString();
    // A free request, once paid, is the funnel's full reading (the registry's `paidAs`).
    const upgraded = productEntry(order.productId)?.paidAs ?? order.productId;
    const won = await orders.markPaidOnce(
      order.id,
      {
        paymentDate: now,
        productId: upgraded,
        priceCents: intent.amountCents,
        // The full reading asks its onboarding questions; a free request's question was its only one.
        ...(upgraded !== order.productId ? { questionsCompleted: false } : {}),
        paymentIntentId: intent.id,
        // The saved card stays on the main order only: a child order's code must never reach it.
        ...(order.parentOrderId === null
          ? { providerCustomerId: intent.customerId ?? order.providerCustomerId, paymentMethodId: intent.paymentMethodId ?? order.paymentMethodId }
          : {}),
        paymentError: null,
      },
      trx,
    );
    if (!won) return false;

    const { user, created } = await users.findOrCreateCustomer(order.email, order.customerName, trx);
    const bonusIds = (productEntry(upgraded)?.bonuses?.offers ?? []).map((offer) => offer.productId);
    // The full reading asks its onboarding questions even when the free request had answered its own.
    const work: PaidWork[] = [{ orderId: order.id, productId: upgraded, waitsForAnswers: upgraded !== order.productId || !order.questionsCompleted }];
    for (const productId of bonusIds) {
      const orderId = await orders.insertChildOrder(order, { productId, priceCents: 0, isPaid: true, userId: user.id }, trx);
      work.push({ orderId, productId, waitsForAnswers: asksQuestions(productId) });
    }
    const owned = work.map((item) => item.orderId);
    // Paying opens work: this order and each bonus it brought are items in the staff queue, due the paid
    // promise from now, or from their answers when they ask, or delivered now when their product is
    // delivered on payment (docs/decisions/017-product-registry.md, 018-order-lifecycle.md).
    await fulfilment.paid(work, new Date(now), trx);
    const isOffer = order.parentOrderId !== null && intent.metadata.purpose === 'upsell';
    const offerJoined = isOffer ? await orders.byId(order.parentOrderId!, trx) : undefined;
    if (isOffer) {
      await orders.update(order.parentOrderId!, { upsellStatus: 'accepted' }, trx);
    }
    await orders.attachUser(owned, user.id, trx);

    // The offer's receipt follows the reading's by minutes: that one carried the set-password link.
    const needsPassword = !isOffer && (created || !user.passwordHash);
    const setPasswordUrl = needsPassword
      ? `${publicUrl}/reset-password?token=${encodeURIComponent(await passwordResets.create(user.id, 'welcome', WELCOME_LINK_MS, new Date(), trx))}`
      : undefined;
    const mail = paymentReceiptMail({
      name: order.customerName,
      orderNumber: order.orderNumber,
      productName: productName(upgraded),
      amountCents: intent.amountCents,
      paidAt: now,
      purchase: receiptPurchase(upgraded, offerJoined, bonusIds, { sketchSent: await orders.sketchSent(order.id, trx), waitsForAnswers: work[0]!.waitsForAnswers }),
      setPasswordUrl,
      loginUrl: `${publicUrl}/login`,
    });
    await outbox.enqueueMail({ kind: 'payment-receipt', to: order.email, orderId: order.id, ...mail }, now, trx);
    return true;
  }

  /**
   * Each browser has its own checkout, so two of them (a phone and a laptop) can both pay one order.
   * The first payment fulfils it; another one that succeeds is refunded at once, so nobody pays twice.
   * Its refund event then matches no order and changes nothing.
   */
  async function refundIfDuplicate(orderId: number, intent: PaymentIntentView): Promise<void> {
    if (intent.status !== 'succeeded' || intent.metadata.purpose !== 'order' || !Number.isSafeInteger(orderId)) return;
    const order = await orders.byId(orderId);
    if (!order?.isPaid || order.paymentIntentId === null || order.paymentIntentId === intent.id) return;
    try {
      await provider.refund({ paymentIntentId: intent.id, idempotencyKey: `duplicate-payment-${intent.id}`, metadata: { orderId: String(orderId), reason: 'duplicate payment' } });
      logger.warn({ orderId, paymentIntentId: intent.id, paidBy: order.paymentIntentId }, 'a second payment of a paid order was refunded');
    } catch (error) {
      logger.error({ err: error, orderId, paymentIntentId: intent.id }, 'a second payment of a paid order could not be refunded; refund it by hand');
    }
  }

  /** Applies a provider event once (its id is recorded in the same transaction as its effect). */
  async function handleEvent(event: ProviderEvent): Promise<void> {
    const intent = event.paymentIntent;
    let fulfilled = false;
    let refunded = false;
    await db.knex.transaction(async (trx) => {
      const paymentIntentId = intent?.id ?? event.refund?.paymentIntentId ?? null;
      const fresh = await payments.recordEvent({ id: event.id, type: event.type, paymentIntentId, created: event.created }, trx);
      if (!fresh) return;
      if (event.type === 'charge.refunded' && event.refund) {
        refunded = await refunds.applyEvent(event.refund, trx);
        return;
      }
      if (!intent) return;
      const orderId = Number(intent.metadata.orderId);
      if (!Number.isSafeInteger(orderId)) return;
      if (event.type === 'payment_intent.succeeded') {
        fulfilled = await markPaid(orderId, intent, trx);
      } else if (event.type === 'payment_intent.payment_failed') {
        // A failure never undoes a payment, and an older failure never overwrites a newer state.
        if (!(await payments.hasNewerEvent(intent.id, event.created, trx))) {
          await orders.recordPaymentError(orderId, intent.lastErrorMessage ?? 'Payment failed', trx);
        }
      }
    });
    if (fulfilled || refunded) notifier.nudge();
    else if (event.type === 'payment_intent.succeeded' && intent) await refundIfDuplicate(Number(intent.metadata.orderId), intent);
  }

  async function checkIntent(order: OrderRecord, paymentIntentId: string): Promise<PaymentIntentView> {
    const intent = await provider.retrievePaymentIntent(paymentIntentId).catch(() => undefined);
    // Another order's payment, or none at all: the same answer as an unknown code.
    if (!intent || intent.metadata.orderId !== String(order.id)) throw new NotFoundError();
    return intent;
  }

  /** Fulfils from the provider's own word about the PaymentIntent (never the client's). */
  async function settle(orderId: number, intent: PaymentIntentView): Promise<void> {
    if (intent.status !== 'succeeded') return;
    const fulfilled = await db.knex.transaction((trx) => markPaid(orderId, intent, trx));
    if (fulfilled) notifier.nudge();
    else await refundIfDuplicate(orderId, intent);
  }

  return {
    handleEvent,

    /**
     * Opens this browser's checkout of an order: its own PaymentIntent, bound to the browser's checkout
     * key. Another browser holding the same link gets another intent, so paying never hands a stranger
     * the payer's rights (`confirmPayment`).
     */
    async createPaymentIntent(code: string, checkoutKey: string): Promise<PaymentIntentCreated> {
      const order = await orderByCode(code);
      // A refunded order stays refunded: paying again would buy nothing that is delivered.
      if (order.refundedAt !== null) throw new ConflictError('This order was refunded, so it takes no payment.', 'order_refunded');
      if (order.isPaid) throw new ConflictError('This order is already paid.', 'already_paid');
      const amount = await priceFor(order);
      if (amount <= 0) throw new ConflictError('This order has nothing to pay.', 'nothing_to_pay');
      const checkout = checkoutKeyHash(checkoutKey);
      const intent = await provider.createPaymentIntent({
        amountCents: amount,
        currency: 'usd',
        email: order.email,
        name: order.customerName,
        // The same order, price and browser always get the same PaymentIntent: double clicks and retries reuse it.
        idempotencyKey: `order-${order.id}-${amount}-${checkout.slice(0, 32)}`,
        metadata: { orderId: String(order.id), requestCode: order.requestCode, purpose: 'order' satisfies Purpose, checkout },
        saveCard: true,
        customerId: order.providerCustomerId,
      });
      await orders.recordCheckout(order.id, { paymentIntentId: intent.id, providerCustomerId: intent.customerId });
      return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, totalPrice: amount, currency: 'usd' };
    },

    /**
     * The page asks the server to check the PaymentIntent with the provider; fulfils if it succeeded.
     * Anyone with the code may learn that the order is paid. The payer's rights (the one-time offer on
     * the saved card, onboarding as the owner) go only to the browser whose own checkout paid the order:
     * the intent that paid it, made for this browser's checkout key. Asking again (a reload, a lost
     * answer) gives that browser a fresh proof, which replaces the one before.
     */
    async confirmPayment(code: string, paymentIntentId: string, checkoutKey: string | null): Promise<{ status: PaymentStatus; payer?: PayerGrant }> {
      const order = await orderByCode(code);
      const intent = await checkIntent(order, paymentIntentId);
      await settle(order.id, intent);
      const after = await orderByCode(code);
      const status = { isPaid: after.isPaid, status: intent.status, message: intent.lastErrorMessage };
      const paidByThisBrowser = after.isPaid && intent.status === 'succeeded' && after.paymentIntentId === intent.id && isCheckoutOf(checkoutKey, intent.metadata);
      if (!paidByThisBrowser || after.parentOrderId !== null) return { status };
      const { token, hash } = newPayerToken();
      await orders.setPayerToken(after.id, hash);
      return { status, payer: { token, offerRemainingMs: offerRemainingMs(after) } };
    },

    ...createUpsellService({ db, provider, orders, upsellPrice: (trx) => productPrice(UPSELL_PRODUCT_ID, trx), orderByCode, checkIntent, settle }),

    config: () => ({ publishableKey: provider.publishableKey, mode: provider.mode }),

    /** What the funnel's pages show: the products table's prices now (an order at checkout keeps its own). */
    async prices(): Promise<FunnelPrices> {
      const price = async (productId: number) => {
        const product = await products.findById(productId);
        return { priceCents: product?.priceCents ?? 0, regularCents: product?.comparePriceCents ?? null };
      };
      const [fullReading, upsell] = await Promise.all([price(FULL_READING_PRODUCT_ID), price(UPSELL_PRODUCT_ID)]);
      return { fullReading, upsell };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
