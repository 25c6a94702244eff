import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small Stripe-compatible HTTP server for tests: the real `stripe` SDK talks to it through its
 * host/port/protocol options. It keeps PaymentIntents and customers in memory, replays idempotent
 * requests like Stripe, and lets a test play the customer's part (pay, fail, need 3-D Secure).
 */
interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string; code: string } | null;
  setup_future_usage: string | null;
  created: number;
  /** The charge a succeeded intent made (refunds and `charge.refunded` events refer to it). */
  latest_charge: string | null;
}

interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  /** Stripe's word for "fully refunded". */
  refunded: boolean;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
  status: 'succeeded';
}

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  metadata: Record<string, string>;
  reason: string | null;
  status: 'succeeded';
  created: number;
}

export interface StripeStandIn {
  port: number;
  intents: Map<string, Intent>;
  /** Refunds really created (idempotent replays answer the first one and add none). */
  refunds: Map<string, Refund>;
  /** The charge of a succeeded intent, as a `charge.refunded` event carries it. */
  charge(intentId: string): Charge;
  /** A refund made outside the shop (the Stripe dashboard): answers the charge after it. */
  refundOutside(intentId: string, amount?: number): Charge;
  /** How many PaymentIntents were really created (idempotent replays do not count). */
  created(): number;
  succeed(id: string, paymentMethod?: string): Intent;
  fail(id: string, message: string): Intent;
  /** Changes an intent behind the shop's back (a tampered amount). */
  patch(id: string, changes: Partial<Intent>): Intent;
  close(): Promise<void>;
}

/** Stripe's form encoding: `metadata[orderId]=1&automatic_payment_methods[enabled]=true`. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = /^(\w+)\[(\w+)\]$/.exec(key);
    if (nested) ((out[nested[1]!] ??= {}) as Record<string, string>)[nested[2]!] = value;
    else out[key] = value;
  }
  return out;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, Refund>();
  const replies = new Map<string, { status: number; body: unknown }>();
  let createdCount = 0;

  function cardError(intent: Intent, code: string, message: string) {
    intent.last_payment_error = { code, message };
    return { status: 402, body: { error: { type: 'card_error', code, message, payment_intent: intent } } };
  }

  /** A succeeded intent has one charge, made when it succeeded. */
  function chargeOf(intent: Intent): Charge {
    const existing = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (existing) return existing;
    const charge: Charge = { id: newId('ch'), object: 'charge', amount: intent.amount, amount_refunded: 0, refunded: false, currency: intent.currency, payment_intent: intent.id, metadata: { ...intent.metadata }, status: 'succeeded' };
    charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    return charge;
  }

  const invalid = (code: string, message: string) => ({ status: 400, body: { error: { type: 'invalid_request_error', code, message } } });

  /** As Stripe: the whole remaining amount unless one is given; never more than was charged. */
  function refund(intent: Intent, amount: number | undefined, form: Record<string, unknown>): { status: number; body: unknown } {
    if (intent.status !== 'succeeded') return invalid('payment_intent_unexpected_state', `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`);
    const charge = chargeOf(intent);
    const left = charge.amount - charge.amount_refunded;
    if (left <= 0) return invalid('charge_already_refunded', `Charge ${charge.id} has already been refunded.`);
    const value = amount ?? left;
    if (!Number.isInteger(value) || value < 1 || value > left) return invalid('amount_too_large', `Refund amount (${value}) is greater than unrefunded amount on charge (${left})`);
    charge.amount_refunded += value;
    charge.refunded = charge.amount_refunded === charge.amount;
    const created: Refund = {
      id: newId('re'),
      object: 'refund',
      amount: value,
      charge: charge.id,
      payment_intent: intent.id,
      currency: intent.currency,
      metadata: (form.metadata as Record<string, string>) ?? {},
      reason: (form.reason as string) ?? null,
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(created.id, created);
    return { status: 200, body: created };
  }

  function handle(method: string, path: string, form: Record<string, unknown>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/customers') {
      return { status: 200, body: { id: newId('cus'), object: 'customer', email: form.email ?? null, name: form.name ?? null } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      createdCount += 1;
      const intent: Intent = {
        id: newId('pi'),
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: String(form.currency),
        customer: (form.customer as string) ?? null,
        payment_method: (form.payment_method as string) ?? null,
        status: 'requires_payment_method',
        client_secret: '',
        metadata: (form.metadata as Record<string, string>) ?? {},
        last_payment_error: null,
        setup_future_usage: (form.setup_future_usage as string) ?? null,
        created: Math.floor(Date.now() / 1000),
        latest_charge: null,
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
      intents.set(intent.id, intent);
      if (form.confirm === 'true') {
        if (intent.payment_method === 'pm_card_authenticationRequired') {
          // As Stripe does off-session: the intent waits for a payment method; the error says why.
          intent.status = 'requires_payment_method';
          return cardError(intent, 'authentication_required', 'Your card was declined. This transaction requires authentication.');
        }
        if (intent.payment_method === 'pm_card_chargeDeclined') {
          intent.status = 'requires_payment_method';
          return cardError(intent, 'card_declined', 'Your card was declined.');
        }
        intent.status = 'succeeded';
        chargeOf(intent);
      }
      return { status: 200, body: intent };
    }
    const one = /^\/v1\/payment_intents\/(\w+)$/.exec(path);
    if (method === 'GET' && one) {
      const intent = intents.get(one[1]!);
      return intent ? { status: 200, body: intent } : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(form.payment_intent));
      if (!intent) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${String(form.payment_intent)}'` } } };
      return refund(intent, form.amount === undefined ? undefined : Number(form.amount), form);
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const server: Server = createServer(async (req, res) => {
    const form = parseForm(await readBody(req));
    const key = req.headers['idempotency-key'];
    const replayKey = typeof key === 'string' ? `${req.method} ${req.url} ${key}` : undefined;
    const reply = (replayKey && replies.get(replayKey)) || handle(req.method ?? 'GET', (req.url ?? '/').split('?')[0]!, form);
    if (replayKey) replies.set(replayKey, reply);
    res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const must = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`No intent ${id}`);
    return intent;
  };

  return {
    port: (server.address() as AddressInfo).port,
    intents,
    refunds,
    created: () => createdCount,
    succeed(id, paymentMethod = 'pm_card_visa') {
      const intent = Object.assign(must(id), { status: 'succeeded', payment_method: paymentMethod, last_payment_error: null });
      chargeOf(intent);
      return intent;
    },
    charge: (intentId) => chargeOf(must(intentId)),
    refundOutside(intentId, amount) {
      const answer = refund(must(intentId), amount, {});
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      return chargeOf(must(intentId));
    },
    fail(id, message) {
      return Object.assign(must(id), { status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message } });
    },
    patch(id, changes) {
      return Object.assign(must(id), changes);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
