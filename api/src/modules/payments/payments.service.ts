import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { readingDueAt } from '@shared/domain/delivery';
import { FULL_READING_BONUS_PRODUCT_IDS, FULL_READING_PRICE_CENTS, PRODUCT_IDS, UPSELL_PRICE_CENTS } from '@shared/domain/products';
import type { OnboardingInput, PaymentIntentCreated, PaymentStatus, UpsellResult } from '@shared/schemas/payment';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError } from '../../http/errors';
import type { PaymentIntentView, PaymentProvider, ProviderEvent } from '../../integrations/payments/payment-provider';
import type { PasswordResetsRepo } from '../auth/password-resets.repo';
import type { UsersRepo } from '../auth/users.repo';
import type { MailWorker } from '../mail/mail-worker';
import type { OutboxRepo } from '../mail/outbox.repo';
import { paymentReceiptMail } from '../mail/templates/payment-receipt';
import type { PayableOrder, PaymentsRepo } from './payments.repo';

const WELCOME_LINK_MS = 72 * 60 * 60 * 1000;

interface Deps {
  db: Database;
  provider: PaymentProvider;
  payments: PaymentsRepo;
  users: UsersRepo;
  passwordResets: PasswordResetsRepo;
  outbox: OutboxRepo;
  mailWorker: Pick<MailWorker, 'nudge'>;
  publicUrl: string;
  logger: Logger;
}

type Purpose = 'order' | 'upsell';

/** The server's price for an order: the funnel's full reading, or the catalogue product's price. */
async function priceFor(order: PayableOrder, payments: PaymentsRepo): Promise<number> {
  if (order.productId === PRODUCT_IDS.freeSoulmateReading || order.productId === PRODUCT_IDS.premiumSoulmateReading) return FULL_READING_PRICE_CENTS;
  return payments.productPrice(order.productId);
}

export function createPaymentsService(deps: Deps) {
  const { db, provider, payments, users, passwordResets, outbox, mailWorker, publicUrl, logger } = deps;

  async function orderByCode(code: string): Promise<PayableOrder> {
    const order = await payments.byCode(code);
    if (!order) throw new NotFoundError();
    return order;
  }

  /**
   * Marks an order paid from a succeeded PaymentIntent — once: the conditional update lets exactly one
   * of any racing callers (webhook deliveries, the page's check) do the fulfilment.
   */
  async function markPaid(orderId: number, intent: PaymentIntentView, trx: Knex.Transaction): Promise<boolean> {
    const order = await payments.byId(orderId, trx);
    if (!order) return false;
    const expected = intent.metadata.purpose === 'upsell' ? UPSELL_PRICE_CENTS : await priceFor(order, payments);
    if (intent.amountCents !== expected || intent.currency !== 'usd') {
      // Never fulfil a payment for another amount than ours, whoever changed it.
      logger.error({ orderId, paymentIntentId: intent.id, amount: intent.amountCents, expected }, 'payment amount does not match the order; not fulfilled');
      return false;
    }
    const now = new Date().toISOString();
    const upgraded = order.productId === PRODUCT_IDS.freeSoulmateReading ? PRODUCT_IDS.premiumSoulmateReading : order.productId;
    const won = await payments.markPaidOnce(
      order.id,
      {
        is_paid: true,
        payment_date: now,
        product_id: upgraded,
        price_cents: intent.amountCents,
        // The full reading asks its onboarding questions; a free request's question was its only one.
        ...(upgraded !== order.productId ? { questions_completed: false } : {}),
        payment_intent_id: intent.id,
        provider_customer_id: intent.customerId ?? order.providerCustomerId,
        payment_method_id: intent.paymentMethodId ?? order.paymentMethodId,
        payment_error: null,
        updated_at: now,
      },
      trx,
    );
    if (!won) return false;

    const { user, created } = await users.findOrCreateCustomer(order.email, order.customerName, trx);
    const owned = [order.id];
    const bonuses: string[] = [];
    if (upgraded === PRODUCT_IDS.premiumSoulmateReading) {
      await payments.setReadingDue(order.id, readingDueAt(new Date(now), true).toISOString(), trx);
      for (const productId of FULL_READING_BONUS_PRODUCT_IDS) {
        owned.push(await payments.createChildOrder(order, { productId, priceCents: 0, isPaid: true, userId: user.id }, trx));
      }
      bonuses.push('Spirit-Animal Love Tarot', 'Money-Tree 5-Card Spread', 'Manifestation Audio');
    }
    if (order.parentOrderId && intent.metadata.purpose === 'upsell') {
      await payments.update(order.parentOrderId, { upsell_status: 'accepted' }, trx);
    }
    await payments.attachUser(owned, user.id, trx);

    const needsPassword = created || !user.passwordHash;
    const setPasswordUrl = needsPassword
      ? `${publicUrl}/reset-password?token=${encodeURIComponent(await passwordResets.create(user.id, 'welcome', WELCOME_LINK_MS, new Date(), trx))}`
      : undefined;
    const productName = await payments.productName(upgraded, trx);
    const mail = paymentReceiptMail({
      name: order.customerName,
      orderNumber: order.orderNumber,
      productName: productName ?? 'Reading',
      amountCents: intent.amountCents,
      paidAt: now,
      bonuses,
      setPasswordUrl,
      loginUrl: `${publicUrl}/login`,
    });
    await outbox.enqueue({ kind: 'payment-receipt', to: order.email, orderId: order.id, ...mail }, now, trx);
    return true;
  }

  /** Applies a provider event once (its id is recorded in the same transaction as its effect). */
  async function handleEvent(event: ProviderEvent): Promise<void> {
    const intent = event.paymentIntent;
    let fulfilled = false;
    await db.knex.transaction(async (trx) => {
      const fresh = await payments.recordEvent({ id: event.id, type: event.type, paymentIntentId: intent?.id ?? null, created: event.created }, trx);
      if (!fresh || !intent) return;
      const orderId = Number(intent.metadata.orderId);
      if (!Number.isSafeInteger(orderId)) return;
      if (event.type === 'payment_intent.succeeded') {
        fulfilled = await markPaid(orderId, intent, trx);
      } else if (event.type === 'payment_intent.payment_failed') {
        // A failure never undoes a payment, and an older failure never overwrites a newer state.
        if (!(await payments.hasNewerEvent(intent.id, event.created, trx))) {
          await payments.recordPaymentError(orderId, intent.lastErrorMessage ?? 'Payment failed', trx);
        }
      }
    });
    if (fulfilled) mailWorker.nudge();
  }

  async function checkIntent(order: PayableOrder, paymentIntentId: string): Promise<PaymentIntentView> {
    const intent = await provider.retrievePaymentIntent(paymentIntentId).catch(() => undefined);
    // Another order's payment, or none at all: the same answer as an unknown code.
    if (!intent || intent.metadata.orderId !== String(order.id)) throw new NotFoundError();
    return intent;
  }

  /** Fulfils from the provider's own word about the PaymentIntent (never the client's). */
  async function settle(orderId: number, intent: PaymentIntentView): Promise<void> {
    if (intent.status !== 'succeeded') return;
    const fulfilled = await db.knex.transaction((trx) => markPaid(orderId, intent, trx));
    if (fulfilled) mailWorker.nudge();
  }

  return {
    handleEvent,

    async createPaymentIntent(code: string): Promise<PaymentIntentCreated> {
      const order = await orderByCode(code);
      if (order.isPaid) throw new ConflictError('This order is already paid.');
      const amount = await priceFor(order, payments);
      if (amount <= 0) throw new ConflictError('This order has nothing to pay.');
      const intent = await provider.createPaymentIntent({
        amountCents: amount,
        currency: 'usd',
        email: order.email,
        name: order.customerName,
        // The same order and price always get the same PaymentIntent: double clicks and retries reuse it.
        idempotencyKey: `order-${order.id}-${amount}`,
        metadata: { orderId: String(order.id), requestCode: order.requestCode, purpose: 'order' satisfies Purpose },
        saveCard: true,
        customerId: order.providerCustomerId,
      });
      await payments.update(order.id, { payment_intent_id: intent.id, provider_customer_id: intent.customerId });
      return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, totalPrice: amount, currency: 'usd' };
    },

    /** The page asks the server to check the PaymentIntent with the provider; fulfils if it succeeded. */
    async confirmPayment(code: string, paymentIntentId: string): Promise<PaymentStatus> {
      const order = await orderByCode(code);
      const intent = await checkIntent(order, paymentIntentId);
      await settle(order.id, intent);
      const after = await orderByCode(code);
      return { isPaid: after.isPaid, status: intent.status, message: intent.lastErrorMessage };
    },

    /** Accepting charges the card saved with the first payment, off-session, once; declining records it. */
    async respondToUpsell(code: string, accepted: boolean): Promise<UpsellResult> {
      const parent = await orderByCode(code);
      if (!parent.isPaid) throw new ConflictError('Please complete your first payment before this offer.');
      if (!accepted) {
        await payments.setUpsellStatus(parent.id, null, 'declined');
        const after = await orderByCode(code);
        return { status: after.upsellStatus === 'accepted' ? 'accepted' : 'declined', clientSecret: null, paymentIntentId: null, message: null };
      }
      if (parent.upsellStatus === 'accepted') return { status: 'accepted', clientSecret: null, paymentIntentId: null, message: null };
      if (!parent.providerCustomerId || !parent.paymentMethodId) throw new ConflictError('We could not find the card from your first payment.');

      // One upsell order per order, whoever clicks how often: created inside a transaction that first
      // claims the offer; a second click finds the order and only re-reads the (idempotent) charge.
      const upsellOrderId = await db.knex.transaction(async (trx) => {
        await payments.setUpsellStatus(parent.id, null, 'pending', trx);
        const existing = await payments.childOrder(parent.id, PRODUCT_IDS.manifestationSystem, trx);
        return existing?.id ?? payments.createChildOrder(parent, { productId: PRODUCT_IDS.manifestationSystem, priceCents: UPSELL_PRICE_CENTS, isPaid: false, userId: parent.userId }, trx);
      });
      const intent = await provider.chargeSavedCard({
        customerId: parent.providerCustomerId,
        paymentMethodId: parent.paymentMethodId,
        amountCents: UPSELL_PRICE_CENTS,
        currency: 'usd',
        idempotencyKey: `upsell-${parent.id}`,
        metadata: { orderId: String(upsellOrderId), requestCode: parent.requestCode, purpose: 'upsell' satisfies Purpose },
      });
      await payments.update(upsellOrderId, { payment_intent_id: intent.id });
      if (intent.status === 'succeeded') {
        await settle(upsellOrderId, intent);
        return { status: 'accepted', clientSecret: null, paymentIntentId: intent.id, message: null };
      }
      if (intent.status === 'requires_action') return { status: 'requires_action', clientSecret: intent.clientSecret, paymentIntentId: intent.id, message: null };
      await payments.setUpsellStatus(parent.id, 'pending', null);
      return { status: 'failed', clientSecret: null, paymentIntentId: intent.id, message: intent.lastErrorMessage ?? 'Your card was declined.' };
    },

    /** After the customer completed 3-D Secure for the upsell: check with the provider and settle. */
    async confirmUpsell(code: string, paymentIntentId: string): Promise<PaymentStatus> {
      const parent = await orderByCode(code);
      const child = await payments.childOrder(parent.id, PRODUCT_IDS.manifestationSystem);
      if (!child) throw new NotFoundError();
      const intent = await checkIntent(child, paymentIntentId);
      await settle(child.id, intent);
      return { isPaid: (await payments.byId(child.id))!.isPaid, status: intent.status, message: intent.lastErrorMessage };
    },

    /** Stores the onboarding answers once; a second submission changes nothing. */
    async saveOnboarding(code: string, answers: OnboardingInput): Promise<{ ok: true; alreadyReceived: boolean }> {
      const order = await orderByCode(code);
      const stored = await payments.saveOnboardingOnce(order.id, JSON.stringify(answers));
      return { ok: true, alreadyReceived: !stored };
    },

    config: () => ({ publishableKey: provider.publishableKey, mode: provider.mode }),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
