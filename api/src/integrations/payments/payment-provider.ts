/**
 * What the shop needs from a card payment provider. Two implementations are chosen at start: Stripe
 * (with keys) and the built-in test-mode sandbox (without). Both feed the same order model and the same
 * fulfilment path (modules/payments), through the same events.
 */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface PaymentIntentView {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
  amountCents: number;
  currency: string;
  customerId: string | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
  /** The provider's words for the last failure ("Your card was declined."), for the customer. */
  lastErrorMessage: string | null;
}

/** A charge's refunds as the provider reports them (`charge.refunded`): what was charged and refunded. */
export interface ChargeRefundView {
  paymentIntentId: string;
  amountCents: number;
  amountRefundedCents: number;
  /** The provider's own word that the whole charge is refunded (a partial refund is not). */
  fullyRefunded: boolean;
}

export interface ProviderEvent {
  id: string;
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.requires_action' | 'charge.refunded' | 'other';
  /** When the provider created the event (seconds since the epoch): orders late arrivals. */
  created: number;
  paymentIntent: PaymentIntentView | null;
  /** For `charge.refunded`: the charge's refunds. */
  refund?: ChargeRefundView | null;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: 'usd';
  email: string;
  name: string;
  /** Derived from the order: a double click or a retry gets the same PaymentIntent back. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** Keep the card for the one-click upsell (off-session). */
  saveCard: boolean;
  /** Reuse the provider's customer when the order already has one. */
  customerId?: string | null;
}

export interface ChargeSavedCardInput {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: 'usd';
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface RefundInput {
  /** The whole amount of this PaymentIntent's charge is refunded. */
  paymentIntentId: string;
  /** Derived from the order: a double click or a retry gets the same refund back. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface RefundView {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  status: string;
}

/** The provider refused the refund (nothing to refund, already refunded): its message says why. */
export class RefundRejectedError extends Error {
  override name = 'RefundRejectedError';
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export interface PaymentProvider {
  readonly mode: 'stripe' | 'sandbox';
  readonly publishableKey: string;
  createPaymentIntent(input: CreateIntentInput): Promise<PaymentIntentView>;
  retrievePaymentIntent(id: string): Promise<PaymentIntentView>;
  /** Off-session: succeeds, fails with the provider's message, or needs the customer (3-D Secure). */
  chargeSavedCard(input: ChargeSavedCardInput): Promise<PaymentIntentView>;
  /**
   * Refunds a PaymentIntent in full, once per idempotency key. The order becomes refunded only from the
   * provider's `charge.refunded` event. Throws RefundRejectedError when the provider refuses.
   */
  refund(input: RefundInput): Promise<RefundView>;
  /** Checks the signature of a webhook delivery; throws WebhookSignatureError when missing or wrong. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
