import { asksQuestions } from '@shared/domain/products';
import type { Knex } from 'knex';
import type { Database } from '../../db/database';
import { toBoolean, toIsoOrNull } from '../../db/mappers';
import { generateOrderNumber, generateRequestCode } from '@shared/domain/request-code';

type Executor = Knex | Knex.Transaction;

/**
 * The one-time offer on the main order (null: open). `charging`: one request is charging the saved
 * card; `needs_action`: the bank asked the customer to confirm (3-D Secure). Only `accepted` and
 * `declined` are answers.
 */
export type UpsellStatus = 'charging' | 'needs_action' | 'accepted' | 'declined';

export interface PayableOrder {
  id: number;
  requestCode: string;
  orderNumber: string;
  productId: number;
  userId: number | null;
  customerName: string;
  email: string;
  birthdate: string | null;
  priceCents: number;
  isPaid: boolean;
  paymentDate: string | null;
  paymentIntentId: string | null;
  providerCustomerId: string | null;
  paymentMethodId: string | null;
  paymentError: string | null;
  upsellStatus: UpsellStatus | null;
  /** Failed off-session charges so far: part of the next charge's idempotency key. */
  upsellAttempt: number;
  /** When the charge in flight started (status `charging`). */
  upsellClaimedAt: string | null;
  /** SHA-256 (hex) of the paying browser's token (payer-proof.ts). */
  payerTokenHash: string | null;
  parentOrderId: number | null;
  /** The order's questions (the funnel reading's onboarding) are answered. */
  questionsCompleted: boolean;
}

function toOrder(row: Record<string, unknown>): PayableOrder {
  return {
    id: Number(row.id),
    requestCode: String(row.request_code),
    orderNumber: String(row.order_number),
    productId: Number(row.product_id),
    userId: row.user_id === null || row.user_id === undefined ? null : Number(row.user_id),
    customerName: String(row.customer_name),
    email: String(row.email),
    birthdate: (row.birthdate as string | null) ?? null,
    priceCents: Number(row.price_cents),
    isPaid: toBoolean(row.is_paid),
    paymentDate: toIsoOrNull(row.payment_date),
    paymentIntentId: (row.payment_intent_id as string | null) ?? null,
    providerCustomerId: (row.provider_customer_id as string | null) ?? null,
    paymentMethodId: (row.payment_method_id as string | null) ?? null,
    paymentError: (row.payment_error as string | null) ?? null,
    upsellStatus: (row.upsell_status as UpsellStatus | null) ?? null,
    upsellAttempt: Number(row.upsell_attempt ?? 0),
    upsellClaimedAt: toIsoOrNull(row.upsell_claimed_at),
    payerTokenHash: (row.payer_token_hash as string | null) ?? null,
    parentOrderId: row.parent_order_id === null || row.parent_order_id === undefined ? null : Number(row.parent_order_id),
    questionsCompleted: toBoolean(row.questions_completed),
  };
}

/** Orders as payments see them; the only SQL of the payments module. */
export function createPaymentsRepo(db: Database) {
  const { knex } = db;
  return {
    async byCode(code: string, executor: Executor = knex): Promise<PayableOrder | undefined> {
      const row = await executor('orders').where({ request_code: code }).first();
      return row && toOrder(row);
    },

    async byId(id: number, executor: Executor = knex): Promise<PayableOrder | undefined> {
      const row = await executor('orders').where({ id }).first();
      return row && toOrder(row);
    },

    /** The upsell order an order earned, if it was accepted. */
    async childOrder(parentId: number, productId: number, executor: Executor = knex): Promise<PayableOrder | undefined> {
      const row = await executor('orders').where({ parent_order_id: parentId, product_id: productId }).first();
      return row && toOrder(row);
    },

    /**
     * Fixes an unpriced order's price (a free request at its first checkout), once: answers the price the
     * order has now, this caller's or the one a racing checkout fixed first.
     */
    async fixPrice(orderId: number, priceCents: number): Promise<number> {
      await knex('orders').where({ id: orderId, price_cents: 0, is_paid: false }).update({ price_cents: priceCents, updated_at: new Date().toISOString() });
      const row = await knex('orders').select('price_cents').where({ id: orderId }).first();
      return Number(row?.price_cents ?? 0);
    },

    async update(orderId: number, changes: Record<string, unknown>, executor: Executor = knex): Promise<void> {
      await executor('orders').where({ id: orderId }).update({ ...changes, updated_at: new Date().toISOString() });
    },

    /**
     * Records a provider event once. Answers false when it was seen before: the caller's transaction
     * then changes nothing (replays and duplicate deliveries are harmless).
     */
    async recordEvent(event: { id: string; type: string; paymentIntentId: string | null; created: number }, executor: Executor): Promise<boolean> {
      const inserted = await executor('payment_events')
        .insert({
          id: event.id,
          type: event.type,
          payment_intent_id: event.paymentIntentId,
          event_created_at: new Date(event.created * 1000).toISOString(),
          received_at: new Date().toISOString(),
        })
        .onConflict('id')
        .ignore()
        .returning('id');
      return inserted.length === 1;
    },

    /** An order linked to the one that earned it (bonus products, the upsell), with its own code. */
    async createChildOrder(
      parent: PayableOrder,
      input: { productId: number; priceCents: number; isPaid: boolean; userId: number | null },
      executor: Executor,
    ): Promise<number> {
      const now = new Date().toISOString();
      const [row] = await executor('orders')
        .insert({
          request_code: generateRequestCode(),
          order_number: generateOrderNumber(),
          product_id: input.productId,
          parent_order_id: parent.id,
          user_id: input.userId,
          customer_name: parent.customerName,
          email: parent.email,
          birthdate: parent.birthdate,
          price_cents: input.priceCents,
          currency: 'USD',
          is_paid: input.isPaid,
          payment_date: input.isPaid ? now : null,
          questions_completed: !asksQuestions(input.productId),
          horoscope_subscription: false,
          confirmed_at: now,
          created_at: now,
          updated_at: now,
        })
        .returning('id');
      return Number(typeof row === 'object' ? row.id : row);
    },

    async attachUser(orderIds: number[], userId: number, executor: Executor): Promise<void> {
      await executor('orders').whereIn('id', orderIds).update({ user_id: userId });
    },

    /**
     * Paying opens work (docs/decisions/010-paid-work.md): each paid order gets a pending item in the staff
     * queue, due at `dueAt`. An order that already has one (the free reading a payment upgrades) goes back
     * to pending with its sketch and notes kept, and the time its free reading was delivered moves to
     * `free_completed_at`: `completed_at` is for the work now owed.
     */
    async openWork(orderIds: number[], dueAt: string, now: string, executor: Executor): Promise<void> {
      if (orderIds.length === 0) return;
      await executor('readings')
        .insert(orderIds.map((orderId) => ({ order_id: orderId, reading_completed: false, due_at: dueAt, created_at: now, updated_at: now })))
        .onConflict('order_id')
        .merge({
          reading_completed: false,
          due_at: dueAt,
          free_completed_at: knex.raw('coalesce(readings.completed_at, readings.free_completed_at)'),
          completed_at: null,
          updated_at: now,
        });
    },

    /** Sets the paid fields only if the order is still unpaid: answers whether this caller won. */
    async markPaidOnce(orderId: number, changes: Record<string, unknown>, executor: Executor): Promise<boolean> {
      return (await executor('orders').where({ id: orderId, is_paid: false }).update(changes)) === 1;
    },

    /** Whether a later event of the same PaymentIntent was already recorded. */
    async hasNewerEvent(paymentIntentId: string, created: number, executor: Executor): Promise<boolean> {
      const row = await executor('payment_events')
        .where({ payment_intent_id: paymentIntentId })
        .andWhere('event_created_at', '>', new Date(created * 1000).toISOString())
        .first();
      return Boolean(row);
    },

    /** Records why a payment failed, unless the order was paid meanwhile. */
    async recordPaymentError(orderId: number, message: string, executor: Executor): Promise<void> {
      await executor('orders').where({ id: orderId, is_paid: false }).update({ payment_error: message });
    },

    /**
     * Claims the offer for one charge: only from open, or from a claim left behind longer ago than
     * `staleBefore` (its request died), and only if no charge failed since the caller looked (the
     * attempt is part of the charge's idempotency key). Answers whether this caller won.
     */
    async claimUpsell(orderId: number, claim: { attempt: number; now: string; staleBefore: string }, executor: Executor): Promise<boolean> {
      const { attempt, now, staleBefore } = claim;
      const claimed = await executor('orders')
        .where({ id: orderId, upsell_attempt: attempt })
        .andWhere((open) => open.whereNull('upsell_status').orWhere((stale) => stale.where({ upsell_status: 'charging' }).andWhere('upsell_claimed_at', '<', staleBefore)))
        .update({ upsell_status: 'charging', upsell_claimed_at: now });
      return claimed === 1;
    },

    /**
     * Moves the offer from one of `from` (null: open) to `to`, and only for the given attempt when one
     * is named, so that racing requests cannot move it backwards. Answers whether it moved.
     */
    async moveUpsell(
      orderId: number,
      move: { from: (UpsellStatus | null)[]; to: UpsellStatus | null; attempt?: number; nextAttempt?: boolean },
      executor: Executor = knex,
    ): Promise<boolean> {
      const states = move.from.filter((state) => state !== null);
      const query = executor('orders')
        .where({ id: orderId })
        .andWhere((state) => {
          if (states.length) state.whereIn('upsell_status', states);
          if (move.from.includes(null)) state.orWhereNull('upsell_status');
        });
      if (move.attempt !== undefined) query.andWhere({ upsell_attempt: move.attempt });
      const changes: Record<string, unknown> = { upsell_status: move.to };
      if (move.nextAttempt) changes.upsell_attempt = executor.raw('upsell_attempt + 1');
      return (await query.update(changes)) === 1;
    },

    /** Keeps the paying browser's token hash, once: answers false when a browser already has one. */
    async claimPayerToken(orderId: number, tokenHash: string): Promise<boolean> {
      return (await knex('orders').where({ id: orderId }).whereNull('payer_token_hash').update({ payer_token_hash: tokenHash })) === 1;
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
