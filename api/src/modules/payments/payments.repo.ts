import type { Knex } from 'knex';
import type { Database } from '../../db/database';
import { toBoolean } from '../../db/mappers';
import { generateOrderNumber, generateRequestCode } from '@shared/domain/request-code';

type Executor = Knex | Knex.Transaction;

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
  paymentIntentId: string | null;
  providerCustomerId: string | null;
  paymentMethodId: string | null;
  upsellStatus: string | null;
  onboardingJson: string | null;
  parentOrderId: number | null;
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
    paymentIntentId: (row.payment_intent_id as string | null) ?? null,
    providerCustomerId: (row.provider_customer_id as string | null) ?? null,
    paymentMethodId: (row.payment_method_id as string | null) ?? null,
    upsellStatus: (row.upsell_status as string | null) ?? null,
    onboardingJson: (row.onboarding_json as string | null) ?? null,
    parentOrderId: row.parent_order_id === null || row.parent_order_id === undefined ? null : Number(row.parent_order_id),
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

    async productPrice(productId: number, executor: Executor = knex): Promise<number> {
      const row = await executor('products').select('price_cents').where({ id: productId }).first();
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
          questions_completed: false,
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

    /** A paid reading is owed within the paid promise from the moment it was paid for. */
    async setReadingDue(orderId: number, dueAt: string, executor: Executor): Promise<void> {
      await executor('readings').where({ order_id: orderId }).update({ due_at: dueAt, updated_at: new Date().toISOString() });
    },

    /** Sets the paid fields only if the order is still unpaid: answers whether this caller won. */
    async markPaidOnce(orderId: number, changes: Record<string, unknown>, executor: Executor): Promise<boolean> {
      return (await executor('orders').where({ id: orderId, is_paid: false }).update(changes)) === 1;
    },

    async productName(productId: number, executor: Executor = knex): Promise<string | undefined> {
      const row = await executor('products').select('name').where({ id: productId }).first();
      return row ? String(row.name) : undefined;
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
     * Sets the order's upsell state only from `from` (null: not answered yet), so that racing clicks
     * cannot move it backwards.
     */
    async setUpsellStatus(orderId: number, from: string | null, to: string | null, executor: Executor = knex): Promise<void> {
      const query = executor('orders').where({ id: orderId });
      await (from === null ? query.whereNull('upsell_status') : query.where({ upsell_status: from })).update({ upsell_status: to });
    },

    /** Stores the onboarding answers once: answers false when they were already there. */
    async saveOnboardingOnce(orderId: number, answersJson: string): Promise<boolean> {
      const stored = await knex('orders')
        .where({ id: orderId })
        .whereNull('onboarding_json')
        .update({ onboarding_json: answersJson, questions_completed: true, updated_at: new Date().toISOString() });
      return stored === 1;
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
