import Stripe from 'stripe';
import {
  RefundRejectedError,
  WebhookSignatureError,
  type ChargeRefundView,
  type ChargeSavedCardInput,
  type CreateIntentInput,
  type PaymentIntentView,
  type PaymentProvider,
  type ProviderEvent,
  type RefundInput,
} from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local stand-in: http://127.0.0.1:PORT. */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
}

function view(intent: Stripe.PaymentIntent): PaymentIntentView {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status === 'requires_capture' ? 'processing' : (intent.status as PaymentIntentView['status']),
    amountCents: intent.amount,
    currency: intent.currency,
    customerId: typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null),
    paymentMethodId: typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null),
    metadata: { ...intent.metadata },
    lastErrorMessage: intent.last_payment_error?.message ?? null,
  };
}

const EVENT_TYPES = new Set<ProviderEvent['type']>(['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.requires_action', 'charge.refunded']);

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/** A refunded charge: `refunded` is Stripe's own "fully refunded"; a charge of no PaymentIntent is not ours. */
function chargeRefund(charge: Stripe.Charge): ChargeRefundView | null {
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) return null;
  return { paymentIntentId, amountCents: charge.amount, amountRefundedCents: charge.amount_refunded, fullyRefunded: charge.refunded && charge.amount_refunded >= charge.amount };
}

/** The only import of the Stripe SDK: PaymentIntents, saved cards for the upsell, signed webhooks. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(settings.apiBase ?? {}),
  });

  return {
    mode: 'stripe',
    publishableKey: settings.publishableKey,

    async createPaymentIntent(input: CreateIntentInput) {
      const customerId =
        input.customerId ??
        (await stripe.customers.create({ email: input.email, name: input.name }, { idempotencyKey: `${input.idempotencyKey}:customer` })).id;
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          customer: customerId,
          metadata: input.metadata,
          automatic_payment_methods: { enabled: true },
          ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return view(intent);
    },

    async retrievePaymentIntent(id: string) {
      return view(await stripe.paymentIntents.retrieve(id));
    },

    async chargeSavedCard(input: ChargeSavedCardInput) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return view(intent);
      } catch (error) {
        // Off-session, a card that needs 3-D Secure fails with `authentication_required`, leaving its
        // PaymentIntent waiting for a payment method: the customer must confirm it on the page.
        if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
          const intent = view(error.payment_intent);
          return error.code === 'authentication_required' ? { ...intent, status: 'requires_action' } : intent;
        }
        throw error;
      }
    },

    async refund(input: RefundInput) {
      try {
        // No amount: Stripe refunds the whole remaining amount of the charge.
        const refund = await stripe.refunds.create(
          { payment_intent: input.paymentIntentId, reason: 'requested_by_customer', metadata: input.metadata },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: refund.id, paymentIntentId: idOf(refund.payment_intent) ?? input.paymentIntentId, amountCents: refund.amount, status: refund.status ?? 'pending' };
      } catch (error) {
        // Already refunded, or no successful charge: Stripe's message says which, for staff.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new RefundRejectedError(error.message);
        throw error;
      }
    },

    parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      const type = EVENT_TYPES.has(event.type as ProviderEvent['type']) ? (event.type as ProviderEvent['type']) : 'other';
      const object = event.data.object as { object?: string };
      return {
        id: event.id,
        type,
        created: event.created,
        paymentIntent: object.object === 'payment_intent' ? view(object as Stripe.PaymentIntent) : null,
        refund: type === 'charge.refunded' && object.object === 'charge' ? chargeRefund(object as Stripe.Charge) : null,
      };
    },
  };
}

/** Signs a payload as Stripe would: for tests and the sandbox's own webhook deliveries. */
export function signWebhookPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
