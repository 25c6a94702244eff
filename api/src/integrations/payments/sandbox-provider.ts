import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  RefundRejectedError,
  WebhookSignatureError,
  type ChargeSavedCardInput,
  type CreateIntentInput,
  type PaymentIntentView,
  type PaymentProvider,
  type ProviderEvent,
  type RefundInput,
  type RefundView,
} from './payment-provider';

/**
 * Test mode without Stripe keys (docs/decisions/007): a provider that behaves like Stripe's test cards and
 * charges nothing. Its PaymentIntents live in our database; confirming one with a card emits the same
 * events Stripe's webhooks would, into the same fulfilment code.
 */
export const SANDBOX_CARDS = {
  '4242424242424242': { outcome: 'succeeded' },
  '4000000000000002': { outcome: 'declined', message: 'Your card was declined.' },
  '4000000000009995': { outcome: 'declined', message: 'Your card has insufficient funds.' },
  '4000000000000069': { outcome: 'declined', message: 'Your card has expired.' },
  '4000000000000127': { outcome: 'declined', message: "Your card's security code is incorrect." },
  '4000002500003155': { outcome: 'authenticate' },
} as const satisfies Record<string, { outcome: 'succeeded' | 'declined' | 'authenticate'; message?: string }>;

export interface SandboxCard {
  number: string;
  expiry: string; // MM/YY
  cvc: string;
}

export class SandboxCardError extends Error {
  override name = 'SandboxCardError';
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Checks a card the way a card form would; answers the provider-style message for a bad one. */
export function checkSandboxCard(card: SandboxCard, now = new Date()): string {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) throw new SandboxCardError('Your card number is invalid.');
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) throw new SandboxCardError("Your card's expiration date is incomplete.");
  const endOfMonth = new Date(Date.UTC(2000 + Number(expiry[2]), month, 1));
  if (endOfMonth <= now) throw new SandboxCardError("Your card's expiration year is in the past.");
  if (!/^\d{3,4}$/.test(card.cvc.trim())) throw new SandboxCardError("Your card's security code is incomplete.");
  return number;
}

const id = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

export interface SandboxProvider extends PaymentProvider {
  /** Confirms a PaymentIntent with a card (the sandbox card form), or completes its 3-D Secure step. */
  confirm(intentId: string, clientSecret: string, input: { card?: SandboxCard; authenticate?: boolean }): Promise<PaymentIntentView>;
  /** Where the sandbox's events go: the payments module's event handler. */
  onEvent(handler: (event: ProviderEvent) => Promise<void>): void;
}

export function createSandboxProvider(knex: Knex): SandboxProvider {
  let deliver: (event: ProviderEvent) => Promise<void> = async () => undefined;

  function toView(row: Record<string, unknown>): PaymentIntentView {
    return {
      id: String(row.id),
      clientSecret: String(row.client_secret),
      status: row.status as PaymentIntentView['status'],
      amountCents: Number(row.amount_cents),
      currency: String(row.currency),
      customerId: (row.customer_id as string | null) ?? null,
      paymentMethodId: (row.payment_method_id as string | null) ?? null,
      metadata: JSON.parse(String(row.metadata_json)) as Record<string, string>,
      lastErrorMessage: (row.last_error as string | null) ?? null,
    };
  }

  async function load(intentId: string): Promise<PaymentIntentView> {
    const row = await knex('sandbox_payment_intents').where({ id: intentId }).first();
    if (!row) throw new SandboxCardError('No such payment.');
    return toView(row);
  }

  async function update(intentId: string, changes: Record<string, unknown>): Promise<PaymentIntentView> {
    await knex('sandbox_payment_intents').where({ id: intentId }).update({ ...changes, updated_at: new Date().toISOString() });
    return load(intentId);
  }

  async function emit(type: ProviderEvent['type'], intent: PaymentIntentView): Promise<void> {
    await deliver({ id: id('evt'), type, created: Math.floor(Date.now() / 1000), paymentIntent: intent });
  }

  /** Creates once per idempotency key, like Stripe: a retry answers the first intent. */
  async function createOnce(key: string, row: Record<string, unknown>): Promise<PaymentIntentView> {
    const existing = await knex('sandbox_payment_intents').where({ idempotency_key: key }).first();
    if (existing) return toView(existing);
    const now = new Date().toISOString();
    const intentId = id('pi');
    await knex('sandbox_payment_intents')
      .insert({ id: intentId, client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`, idempotency_key: key, created_at: now, updated_at: now, ...row })
      .onConflict('idempotency_key')
      .ignore();
    return toView(await knex('sandbox_payment_intents').where({ idempotency_key: key }).first());
  }

  return {
    mode: 'sandbox',
    publishableKey: 'pk_sandbox',

    createPaymentIntent(input: CreateIntentInput) {
      return createOnce(input.idempotencyKey, {
        amount_cents: input.amountCents,
        currency: input.currency,
        status: 'requires_payment_method',
        customer_id: input.customerId ?? id('cus'),
        metadata_json: JSON.stringify(input.metadata),
      });
    },

    retrievePaymentIntent: load,

    async chargeSavedCard(input: ChargeSavedCardInput) {
      const card = input.paymentMethodId.replace(/^pm_sandbox_/, '');
      const outcome = SANDBOX_CARDS[card as keyof typeof SANDBOX_CARDS]?.outcome ?? 'succeeded';
      const intent = await createOnce(input.idempotencyKey, {
        amount_cents: input.amountCents,
        currency: input.currency,
        status: outcome === 'authenticate' ? 'requires_action' : 'succeeded',
        customer_id: input.customerId,
        payment_method_id: input.paymentMethodId,
        metadata_json: JSON.stringify(input.metadata),
      });
      if (intent.status === 'succeeded') await emit('payment_intent.succeeded', intent);
      return intent;
    },

    async confirm(intentId, clientSecret, input) {
      const intent = await load(intentId);
      if (intent.clientSecret !== clientSecret) throw new SandboxCardError('No such payment.');
      if (intent.status === 'succeeded') return intent;

      if (input.authenticate) {
        if (intent.status !== 'requires_action') throw new SandboxCardError('This payment does not need authentication.');
        const done = await update(intentId, { status: 'succeeded', last_error: null });
        await emit('payment_intent.succeeded', done);
        return done;
      }
      if (!input.card) throw new SandboxCardError('Your card number is incomplete.');
      const number = checkSandboxCard(input.card);
      const known = SANDBOX_CARDS[number as keyof typeof SANDBOX_CARDS];
      const paymentMethodId = `pm_sandbox_${number}`;
      if (known?.outcome === 'declined') {
        const failed = await update(intentId, { status: 'requires_payment_method', last_error: known.message, payment_method_id: null });
        await emit('payment_intent.payment_failed', failed);
        return failed;
      }
      if (known?.outcome === 'authenticate') {
        return update(intentId, { status: 'requires_action', payment_method_id: paymentMethodId, last_error: null });
      }
      const succeeded = await update(intentId, { status: 'succeeded', payment_method_id: paymentMethodId, last_error: null });
      await emit('payment_intent.succeeded', succeeded);
      return succeeded;
    },

    /**
     * Refunds the whole intent once (the first idempotency key wins; another key is refused, as Stripe
     * refuses a charge already refunded), then delivers `charge.refunded` as the webhook would. The
     * event's id comes from the refund, so a retry re-delivers the same event: if the first delivery
     * was applied it changes nothing, and if it failed it is applied now.
     */
    async refund(input: RefundInput): Promise<RefundView> {
      const intent = await load(input.paymentIntentId).catch(() => undefined);
      if (!intent) throw new RefundRejectedError(`No such payment_intent: '${input.paymentIntentId}'`);
      if (intent.status !== 'succeeded') throw new RefundRejectedError('This payment has no successful charge to refund.');
      await knex('sandbox_payment_intents')
        .where({ id: intent.id })
        .whereNull('refund_id')
        .update({ refund_id: id('re'), refund_idempotency_key: input.idempotencyKey, refunded_cents: intent.amountCents, updated_at: new Date().toISOString() });
      const row = await knex('sandbox_payment_intents').where({ id: intent.id }).first();
      if (row.refund_idempotency_key !== input.idempotencyKey) throw new RefundRejectedError('This charge has already been refunded.');
      const refunded = Number(row.refunded_cents);
      await deliver({
        id: `evt_sandbox_refund_${String(row.refund_id)}`,
        type: 'charge.refunded',
        created: Math.floor(Date.now() / 1000),
        paymentIntent: null,
        refund: { paymentIntentId: intent.id, amountCents: intent.amountCents, amountRefundedCents: refunded, fullyRefunded: refunded >= intent.amountCents },
      });
      return { id: String(row.refund_id), paymentIntentId: intent.id, amountCents: refunded, status: 'succeeded' };
    },

    onEvent(handler) {
      deliver = handler;
    },

    parseWebhook(): ProviderEvent {
      // The sandbox delivers its events in-process; nothing outside may post them.
      throw new WebhookSignatureError('Webhooks are not used in test mode');
    },
  };
}

