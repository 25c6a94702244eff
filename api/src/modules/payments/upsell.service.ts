import { setTimeout as sleep } from 'node:timers/promises';
import type { Knex } from 'knex';
import { accessTo, type Reader } from '@shared/domain/access-policy';
import { FULL_READING_PRODUCT_ID, productEntry, UPSELL_PRODUCT_ID } from '@shared/domain/products';
import type { PaymentStatus, UpsellResult, UpsellState } from '@shared/schemas/payment';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError, PaymentRequiredError } from '../../http/errors';
import type { PaymentIntentView, PaymentProvider } from '../../integrations/payments/payment-provider';
import { NoOfferError, OfferClosedError, OfferExpiredError, OfferNotYoursError } from './payment-errors';
import { isOwnerOrPayer, type Caller } from '../orders/payer-proof';
import { accessFactsOf, type OrderRecord, type UpsellStatus } from '../orders/order-record';
import type { OrdersRepo } from '../orders/orders.repo';

/** The offer lasts 24 hours from the payment, by the server's clock. */
export const OFFER_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Longer than the provider's own time-out (Stripe's client gives up after 80 s): only a dead request's claim is stale. */
const STALE_CLAIM_MS = 2 * 60 * 1000;
/** How long a second click waits for the first one's charge to finish before answering "try again". */
const WAIT_FOR_CHARGE_MS = 10_000;
const POLL_MS = 100;
const MAX_ROUNDS = 3;
const DECLINED_MESSAGE = 'Your card was declined.';

interface Deps {
  db: Database;
  provider: PaymentProvider;
  orders: Pick<OrdersRepo, 'byId' | 'childOrder' | 'update' | 'insertChildOrder' | 'claimUpsell' | 'moveUpsell'>;
  /** The offer's price now, from the products table (product 9), read in the claim's transaction if given. */
  upsellPrice(trx?: Knex.Transaction): Promise<number>;
  orderByCode(code: string): Promise<OrderRecord>;
  /** The PaymentIntent, if it is this order's (404 otherwise). */
  checkIntent(order: OrderRecord, paymentIntentId: string): Promise<PaymentIntentView>;
  /** Fulfils the order if the provider says its PaymentIntent succeeded (once). */
  settle(orderId: number, intent: PaymentIntentView): Promise<void>;
}

/**
 * The funnel's main reading: no parent order, and the full reading (or the free request it becomes when
 * paid). Only it has the one-time offer; bonus, upsell and catalogue orders never do.
 */
function isMainReading(order: OrderRecord): boolean {
  if (order.parentOrderId !== null) return false;
  return order.productId === FULL_READING_PRODUCT_ID || (!order.isPaid && productEntry(order.productId)?.paidAs === FULL_READING_PRODUCT_ID);
}

/** Who asks, as the access policy sees the offer: the owner's session and the paying browser alike. */
function offerReader(order: OrderRecord, caller: Caller): Reader {
  if (isOwnerOrPayer(order, caller)) return 'owner';
  return caller.userId === null ? 'signed_out' : 'other_account';
}

/**
 * A refund closes the offer (the access policy), from the moment staff ask for it: the money is on its
 * way back, and the saved card of a payment given back is not charged again.
 */
function closedByRefund(order: OrderRecord): boolean {
  const access = accessTo('offer', 'owner', accessFactsOf(order, false));
  return !access.granted && access.refusal === 'refunded';
}

/** Milliseconds left on the order's offer by the server's clock: 0 when it is over or there is none. */
export function offerRemainingMs(order: OrderRecord, now = Date.now()): number {
  if (!order.isPaid || !order.paymentDate || !isMainReading(order) || closedByRefund(order)) return 0;
  return Math.max(0, Date.parse(order.paymentDate) + OFFER_WINDOW_MS - now);
}

const result = (status: UpsellResult['status'], fields: Partial<UpsellResult> = {}): UpsellResult => ({
  status,
  clientSecret: null,
  paymentIntentId: null,
  message: null,
  ...fields,
});

const isAnswer = (status: UpsellStatus | null): status is 'accepted' | 'declined' => status === 'accepted' || status === 'declined';

/** When the order's offer ends by the server's clock (null: it has none). */
function offerEndsAt(order: OrderRecord): string | null {
  if (!order.paymentDate || !isMainReading(order)) return null;
  return new Date(Date.parse(order.paymentDate) + OFFER_WINDOW_MS).toISOString();
}

/**
 * The one-time offer: answered once, within its window, by the browser that paid or the
 * signed-in owner; at most one successful charge of the saved card, however many clicks race. A failed
 * charge is not an answer: the customer may try again, under a new idempotency key.
 */
export function createUpsellService(deps: Deps) {
  const { db, provider, orders, upsellPrice, orderByCode, checkIntent, settle } = deps;
  const upsellOrder = (parentId: number) => orders.childOrder(parentId, UPSELL_PRODUCT_ID);

  function claimIsStale(order: OrderRecord): boolean {
    return !order.upsellClaimedAt || Date.parse(order.upsellClaimedAt) < Date.now() - STALE_CLAIM_MS;
  }

  /** The order once no other request is charging its card (waiting a little), or its claim went stale. */
  async function whenNotCharging(orderId: number): Promise<OrderRecord> {
    const deadline = Date.now() + WAIT_FOR_CHARGE_MS;
    for (;;) {
      const order = (await orders.byId(orderId))!;
      if (order.upsellStatus !== 'charging' || claimIsStale(order)) return order;
      if (Date.now() >= deadline) throw new ConflictError('We are still processing your answer to this offer. Please try again in a moment.', 'in_progress');
      await sleep(POLL_MS);
    }
  }

  /** The bank wants the customer to confirm the charge (3-D Secure): hand the page its PaymentIntent again. */
  async function pendingConfirmation(parent: OrderRecord): Promise<UpsellResult> {
    const child = await upsellOrder(parent.id);
    if (!child?.paymentIntentId) throw new ConflictError('We could not find the payment for this offer. Please try again.');
    const intent = await checkIntent(child, child.paymentIntentId);
    if (intent.status === 'succeeded') {
      await settle(child.id, intent);
      return result('accepted', { paymentIntentId: intent.id });
    }
    return result('requires_action', { clientSecret: intent.clientSecret, paymentIntentId: intent.id });
  }

  /** Claims the offer and charges the saved card; undefined when another request claimed it first. */
  async function charge(parent: OrderRecord): Promise<UpsellResult | undefined> {
    if (!parent.providerCustomerId || !parent.paymentMethodId) throw new ConflictError('We could not find the card from your first payment.');
    const attempt = parent.upsellAttempt;
    const now = Date.now();
    // One upsell order per offer: created (or reused after a failed try) by the request that claimed it,
    // at the products table's price of that moment, which the order then keeps for every try.
    const child = await db.knex.transaction(async (trx) => {
      const claim = { attempt, now: new Date(now).toISOString(), staleBefore: new Date(now - STALE_CLAIM_MS).toISOString() };
      if (!(await orders.claimUpsell(parent.id, claim, trx))) return undefined;
      const existing = await orders.childOrder(parent.id, UPSELL_PRODUCT_ID, trx);
      if (existing) {
        await orders.update(existing.id, { paymentIntentId: null, paymentError: null }, trx);
        return { id: existing.id, priceCents: existing.priceCents };
      }
      const priceCents = await upsellPrice(trx);
      // Rolls the claim back too: the offer stays open and unanswered.
      if (priceCents <= 0) throw new ConflictError('This offer has nothing to pay.', 'nothing_to_pay');
      const id = await orders.insertChildOrder(parent, { productId: UPSELL_PRODUCT_ID, priceCents, isPaid: false, userId: parent.userId }, trx);
      return { id, priceCents };
    });
    if (child === undefined) return undefined;
    const childId = child.id;

    const release = (to: UpsellStatus | null, nextAttempt = false) => orders.moveUpsell(parent.id, { from: ['charging'], to, attempt, nextAttempt });
    let intent: PaymentIntentView;
    try {
      intent = await provider.chargeSavedCard({
        customerId: parent.providerCustomerId,
        paymentMethodId: parent.paymentMethodId,
        amountCents: child.priceCents,
        currency: 'usd',
        // Per attempt: the provider replays a key's answer, so a retry of an unknown outcome (the same
        // attempt) can never charge twice, and a new try after a decline gets a new answer.
        idempotencyKey: `upsell-${parent.id}-${attempt}`,
        metadata: { orderId: String(childId), requestCode: parent.requestCode, purpose: 'upsell' },
      });
    } catch (error) {
      // Outcome unknown: open the offer again under the same attempt, whose key finds this charge if it happened.
      await release(null);
      throw error;
    }
    await orders.update(childId, { paymentIntentId: intent.id });
    if (intent.status === 'succeeded') {
      await settle(childId, intent);
      return result('accepted', { paymentIntentId: intent.id });
    }
    if (intent.status === 'requires_action') {
      await release('needs_action');
      return result('requires_action', { clientSecret: intent.clientSecret, paymentIntentId: intent.id });
    }
    const message = intent.lastErrorMessage ?? DECLINED_MESSAGE;
    await orders.update(childId, { paymentError: message });
    await release(null, true);
    return result('failed', { paymentIntentId: intent.id, message });
  }

  /**
   * Who may see or answer an order's offer (the access policy): the same checks, in the same order, for
   * reading and answering. A refund closes an open offer; one already answered still shows its answer.
   */
  function checkAccess(order: OrderRecord, caller: Caller): void {
    const access = accessTo('offer', offerReader(order, caller), accessFactsOf(order, false));
    if (access.granted) return;
    if (access.refusal === 'payment_required') throw new PaymentRequiredError('Please complete your first payment before this offer.');
    if (access.refusal === 'refunded') {
      if (!isAnswer(order.upsellStatus)) throw new OfferClosedError();
      return;
    }
    throw new OfferNotYoursError();
  }

  return {
    /**
     * What the offer page shows on load: the offer's state by the server's clock and where the funnel
     * goes next. An order without an offer says `none` (answering it says 409 no_offer): the code alone
     * already tells that much, and the page then simply moves on.
     */
    async upsellState(code: string, caller: Caller): Promise<UpsellState> {
      const order = await orderByCode(code);
      const next = order.questionsCompleted ? 'complete' : 'onboarding';
      if (!isMainReading(order)) return { state: 'none', yours: false, expiresAt: null, priceCents: 0, next };
      const acceptedPrice = async () => (await upsellOrder(order.id))?.priceCents ?? 0;
      // An accepted offer is on the order's purchases list, which the code opens: whoever else holds the
      // link is told that much (the payer on another device must not read "nothing was charged"), and
      // goes to the order's page; never the offer's clock, nor a declined or open offer.
      if (order.upsellStatus === 'accepted' && !isOwnerOrPayer(order, caller)) {
        return { state: 'accepted', yours: false, expiresAt: null, priceCents: await acceptedPrice(), next: 'complete' };
      }
      checkAccess(order, caller);
      const expiresAt = offerEndsAt(order);
      if (order.upsellStatus === 'accepted') return { state: 'accepted', yours: true, expiresAt, priceCents: await acceptedPrice(), next };
      const priceCents = await upsellPrice();
      if (order.upsellStatus === 'declined') return { state: 'declined', yours: true, expiresAt, priceCents, next };
      return { state: offerRemainingMs(order) > 0 ? 'open' : 'expired', yours: true, expiresAt, priceCents, next };
    },

    /** Accepting charges the card saved with the first payment, off-session; declining records it. */
    async respondToUpsell(code: string, accepted: boolean, caller: Caller): Promise<UpsellResult> {
      const order = await orderByCode(code);
      if (!isMainReading(order)) throw new NoOfferError();
      checkAccess(order, caller);

      for (let round = 0; round < MAX_ROUNDS; round++) {
        const parent = await whenNotCharging(order.id);
        // The first answer stands, even after the window: a second answer gets it back.
        if (isAnswer(parent.upsellStatus)) return result(parent.upsellStatus);
        // Refunded while this click waited for another one's charge.
        if (closedByRefund(parent)) throw new OfferClosedError();
        // Another click's charge failed while this one waited: its answer is this click's answer too.
        if (accepted && parent.upsellStatus === null && parent.upsellAttempt > order.upsellAttempt) {
          return result('failed', { message: (await upsellOrder(parent.id))?.paymentError ?? DECLINED_MESSAGE });
        }
        if (offerRemainingMs(parent) === 0) throw new OfferExpiredError();
        if (!accepted) {
          // Also from a confirmation the customer walked away from; should the bank still take the
          // money later, the provider's event marks the offer accepted (money taken is an acceptance).
          if (await orders.moveUpsell(parent.id, { from: [null, 'needs_action'], to: 'declined' })) return result('declined');
          continue;
        }
        if (parent.upsellStatus === 'needs_action') return pendingConfirmation(parent);
        const charged = await charge(parent);
        if (charged) return charged;
      }
      throw new ConflictError('We are still processing your answer to this offer. Please try again in a moment.', 'in_progress');
    },

    /** After the customer completed 3-D Secure for the upsell: check with the provider and settle. */
    async confirmUpsell(code: string, paymentIntentId: string): Promise<PaymentStatus> {
      const parent = await orderByCode(code);
      const child = await upsellOrder(parent.id);
      if (!child) throw new NotFoundError();
      const intent = await checkIntent(child, paymentIntentId);
      await settle(child.id, intent);
      return { isPaid: (await orders.byId(child.id))!.isPaid, status: intent.status, message: intent.lastErrorMessage };
    },
  };
}
