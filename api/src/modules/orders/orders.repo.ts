import { asksQuestions } from '@shared/domain/products';
import type { OrderFlags } from '@shared/domain/order-lifecycle';
import { generateOrderNumber, generateRequestCode } from '@shared/domain/request-code';
import type { Knex } from 'knex';
import type { Database } from '../../db/database';
import { toBoolean, toTextOrNull } from '../../db/mappers';
import { param } from '../../db/prepared';
import { sketchSentOf } from './order-purchases.repo';
import { orderColumns, toOrderColumns, toOrderRecord, type OrderChanges, type OrderRecord } from './order-record';
import { createPaymentStateQueries } from './payment-state.repo';

type Executor = Knex | Knex.Transaction;
type Row = Record<string, unknown>;

/** An order with its work item and free reading (if any), as the public request-code pages need it. */
export interface RequestRecord extends OrderRecord {
  /** The order's staff work is done (its item in the staff queue is completed); false without one. */
  readingCompleted: boolean;
  /** The free form's reading; null for orders without one (catalogue, bonus and upsell orders). */
  reading: {
    genderPreference: string;
    soulmateTrait: string;
    question: string;
    sketchUrl: string | null;
    sketchAlt: string | null;
    readingNotes: string | null;
    readingCompleted: boolean;
  } | null;
}

function toRequestRecord(row: Row): RequestRecord {
  const readingCompleted = toBoolean(row.reading_completed);
  // Object.assign, not a spread: spreading the record costs more than the rest of the mapping (hot lane).
  return Object.assign(toOrderRecord(row), {
    readingCompleted,
    // A work item without the free form's answers (a bonus order's, say) is not a free reading.
    reading:
      row.reading_id === null || row.reading_id === undefined || row.question === null || row.question === undefined
        ? null
        : {
            genderPreference: String(row.gender_preference),
            soulmateTrait: String(row.soulmate_trait),
            question: String(row.question),
            sketchUrl: toTextOrNull(row.sketch_url),
            sketchAlt: toTextOrNull(row.sketch_alt),
            readingNotes: toTextOrNull(row.reading_notes),
            readingCompleted,
          },
  });
}

export interface NewFreeRequest {
  requestCode: string;
  orderNumber: string;
  productId: number;
  userId: number | null;
  name: string;
  email: string;
  birthdate: string;
  priceCents: number;
  now: string;
}

export interface NewCatalogueOrder {
  requestCode: string;
  orderNumber: string;
  productId: number;
  userId: number | null;
  name: string;
  email: string;
  priceCents: number;
  now: string;
}

const insertedId = (row: unknown) => Number(typeof row === 'object' && row !== null ? (row as { id: unknown }).id : row);

/**
 * Every query on `orders` (docs/decisions/014-order-model.md): look-ups and inserts here, the paid,
 * offer and refund state in payment-state.repo.ts. The request-code pages' reads and the free
 * request's writes are on the hot lane: compiled once at start; the rest use the builder.
 */
export function createOrdersRepo(db: Database) {
  const { knex } = db;

  const requestByCode = db.prepare<Row>((k) =>
    k('orders as o')
      .leftJoin('readings as r', 'r.order_id', 'o.id')
      .select(
        ...orderColumns('o'),
        'r.id as reading_id', 'r.gender_preference', 'r.soulmate_trait', 'r.question', 'r.sketch_url', 'r.sketch_alt', 'r.reading_notes',
        'r.reading_completed',
      )
      .where('o.request_code', param('code')),
  );

  const insertFreeRequest = db.prepare<{ id: number }>((k) =>
    k('orders')
      .insert({
        request_code: param('requestCode'),
        order_number: param('orderNumber'),
        product_id: param('productId'),
        user_id: param('userId'),
        customer_name: param('name'),
        email: param('email'),
        birthdate: param('birthdate'),
        price_cents: param('priceCents'),
        currency: 'USD',
        is_paid: false,
        questions_completed: true,
        horoscope_subscription: false,
        created_at: param('now'),
        updated_at: param('now'),
      })
      .returning('id'),
  );

  const confirm = db.prepare((k) =>
    k('orders')
      .update({ confirmed_at: k.raw('coalesce(confirmed_at, ?)', [param('now')]), updated_at: param('now') })
      .where('request_code', param('code')),
  );

  const subscribe = db.prepare((k) =>
    k('orders').update({ horoscope_subscription: true, updated_at: param('now') }).where('request_code', param('code')),
  );

  const columns = orderColumns();
  const one = async (executor: Executor, where: Record<string, unknown>): Promise<OrderRecord | undefined> => {
    const row = await executor('orders').select(columns).where(where).first();
    return row && toOrderRecord(row);
  };

  return {
    byCode: (code: string, executor: Executor = knex) => one(executor, { request_code: code }),

    byId: (id: number, executor: Executor = knex) => one(executor, { id }),

    /** The order of `productId` that `parentId` earned (the upsell, once accepted). */
    childOrder: (parentId: number, productId: number, executor: Executor = knex) => one(executor, { parent_order_id: parentId, product_id: productId }),

    /** The order behind a request code with its work item and free reading: the public pages' hot read. */
    async requestByCode(code: string, executor?: Executor): Promise<RequestRecord | undefined> {
      const row = await requestByCode.get({ code }, executor);
      return row && toRequestRecord(row);
    },

    /** Its sketch has already reached the customer (order-purchases.repo.ts `sketchSentOf`). */
    async sketchSent(orderId: number, executor: Executor = knex): Promise<boolean> {
      const row = await executor('readings').select('sketch_url', 'reading_completed', 'free_completed_at').where('order_id', orderId).first();
      return row !== undefined && sketchSentOf(row);
    },

    /** The flags an order's status is derived from (shared/domain/order-lifecycle.ts). */
    async statusFlags(orderId: number): Promise<OrderFlags> {
      const row = await knex('orders as o').leftJoin('readings as r', 'r.order_id', 'o.id').select(...orderColumns('o'), 'r.reading_completed').where('o.id', orderId).first();
      if (!row) return { isPaid: false, questionsCompleted: false, readingCompleted: false, refunded: false };
      const order = toOrderRecord(row);
      return { isPaid: order.isPaid, questionsCompleted: order.questionsCompleted, readingCompleted: toBoolean(row.reading_completed), refunded: order.refundedAt !== null };
    },

    /** The newest unconfirmed free request of an address, for sending its confirmation link again. */
    async latestUnconfirmedRequestFor(email: string): Promise<OrderRecord | undefined> {
      const row = await knex('orders as o')
        .join('readings as r', 'r.order_id', 'o.id')
        .select(orderColumns('o'))
        .where('o.email', email)
        .whereNull('o.confirmed_at')
        .orderBy('o.id', 'desc')
        .first();
      return row && toOrderRecord(row);
    },

    /**
     * People who ordered since `since`: one address counts once, and the orders a payment makes on its
     * own (any order with a parent: bonus orders, the upsell) are not new customers.
     */
    async customersSince(since: string): Promise<number> {
      const [row] = await knex('orders').where('created_at', '>=', since).whereNull('parent_order_id').countDistinct({ n: 'email' });
      return Number(row?.n ?? 0);
    },

    /** A free request's order, unpriced until its checkout; the caller's transaction adds its reading. */
    async insertFreeRequest(input: NewFreeRequest, executor: Knex.Transaction): Promise<number> {
      return insertedId(await insertFreeRequest.get({ ...input }, executor));
    },

    /**
     * An unpaid catalogue order at the price it is sold at. Its questions are still to be answered (after
     * payment, the dashboard asks for them); there is no e-mail to confirm: the visitor placed it.
     */
    async insertCatalogueOrder(input: NewCatalogueOrder, executor: Knex.Transaction): Promise<number> {
      const [row] = await executor('orders')
        .insert({
          request_code: input.requestCode,
          order_number: input.orderNumber,
          product_id: input.productId,
          user_id: input.userId,
          customer_name: input.name,
          email: input.email,
          birthdate: null,
          price_cents: input.priceCents,
          currency: 'USD',
          is_paid: false,
          questions_completed: !asksQuestions(input.productId),
          horoscope_subscription: false,
          created_at: input.now,
          updated_at: input.now,
        })
        .returning('id');
      return insertedId(row);
    },

    /** An order linked to the one that earned it (bonus products, the upsell), with its own code. */
    async insertChildOrder(
      parent: OrderRecord,
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
      return insertedId(row);
    },

    /** Sets confirmed_at once; later calls keep the first time. Returns whether the code exists. */
    async confirm(code: string, now: string): Promise<boolean> {
      return (await confirm.run({ code, now })) === 1;
    },

    async subscribe(code: string, now: string): Promise<boolean> {
      return (await subscribe.run({ code, now })) === 1;
    },

    async update(orderId: number, changes: OrderChanges, executor: Executor = knex): Promise<void> {
      await executor('orders').where({ id: orderId }).update({ ...toOrderColumns(changes), updated_at: new Date().toISOString() });
    },

    async attachUser(orderIds: number[], userId: number, executor: Executor): Promise<void> {
      await executor('orders').whereIn('id', orderIds).update({ user_id: userId });
    },

    /**
     * Fixes an unpriced order's price (a free request at its first checkout), once: answers the price the
     * order has now, this caller's or the one a racing checkout fixed first.
     */
    async fixPrice(orderId: number, priceCents: number): Promise<number> {
      await knex('orders').where({ id: orderId, price_cents: 0, is_paid: false }).update({ price_cents: priceCents, updated_at: new Date().toISOString() });
      return (await one(knex, { id: orderId }))?.priceCents ?? 0;
    },

    /** Marks the questions answered, once: answers whether this caller did (the first answer starts the clock). */
    async markQuestionsAnswered(orderId: number, now: string, executor: Executor): Promise<boolean> {
      return (await executor('orders').where({ id: orderId, questions_completed: false }).update({ questions_completed: true, updated_at: now })) === 1;
    },

    ...createPaymentStateQueries(db),
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
