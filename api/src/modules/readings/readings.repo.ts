import type { Knex } from 'knex';
import type { Database } from '../../db/database';
import { toBoolean, toIso, toIsoOrNull } from '../../db/mappers';
import { param } from '../../db/prepared';

/** An order with its reading (if any), as the public request-code pages need it. */
export interface RequestRecord {
  orderId: number;
  /** The account the order belongs to (null: no account yet); its session reads the reading in full. */
  userId: number | null;
  requestCode: string;
  orderNumber: string;
  productId: number;
  customerName: string;
  email: string;
  /** Null for a catalogue order (its form asks no birthdate). */
  birthdate: string | null;
  priceCents: number;
  isPaid: boolean;
  paymentDate: string | null;
  confirmed: boolean;
  horoscopeSubscription: boolean;
  createdAt: string;
  refundedAt: string | null;
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

type RecordRow = Record<string, unknown>;

function toRecord(row: RecordRow): RequestRecord {
  return {
    orderId: Number(row.order_id),
    userId: row.user_id === null || row.user_id === undefined ? null : Number(row.user_id),
    requestCode: String(row.request_code),
    orderNumber: String(row.order_number),
    productId: Number(row.product_id),
    customerName: String(row.customer_name),
    email: String(row.email),
    birthdate: row.birthdate === null || row.birthdate === undefined ? null : String(row.birthdate),
    priceCents: Number(row.price_cents),
    isPaid: toBoolean(row.is_paid),
    paymentDate: toIsoOrNull(row.payment_date),
    confirmed: row.confirmed_at !== null && row.confirmed_at !== undefined,
    horoscopeSubscription: toBoolean(row.horoscope_subscription),
    createdAt: toIso(row.created_at),
    refundedAt: toIsoOrNull(row.refunded_at),
    readingCompleted: toBoolean(row.reading_completed),
    // A work item without the free form's answers (a bonus order's, say) is not a free reading.
    reading:
      row.reading_id === null || row.reading_id === undefined || row.question === null || row.question === undefined
        ? null
        : {
            genderPreference: String(row.gender_preference),
            soulmateTrait: String(row.soulmate_trait),
            question: String(row.question),
            sketchUrl: (row.sketch_url as string | null) ?? null,
            sketchAlt: (row.sketch_alt as string | null) ?? null,
            readingNotes: (row.reading_notes as string | null) ?? null,
            readingCompleted: toBoolean(row.reading_completed),
          },
  };
}

export interface NewFreeReading {
  requestCode: string;
  orderNumber: string;
  productId: number;
  userId: number | null;
  name: string;
  email: string;
  birthdate: string;
  priceCents: number;
  genderPreference: string;
  soulmateTrait: string;
  question: string;
  dueAt: string;
  now: string;
}

/**
 * The request-code queries: the hot ones (look-up by code, the free request's inserts) are compiled
 * once at start; the rest use the builder.
 */
export function createReadingsRepo(db: Database) {
  const byCode = db.prepare<RecordRow>((knex) =>
    knex('orders as o')
      .leftJoin('readings as r', 'r.order_id', 'o.id')
      .select(
        'o.id as order_id', 'o.user_id', 'o.request_code', 'o.order_number', 'o.product_id', 'o.customer_name', 'o.email',
        'o.birthdate', 'o.price_cents', 'o.is_paid', 'o.payment_date', 'o.confirmed_at', 'o.horoscope_subscription',
        'o.created_at', 'o.refunded_at', 'r.id as reading_id', 'r.gender_preference', 'r.soulmate_trait', 'r.question', 'r.sketch_url',
        'r.sketch_alt', 'r.reading_notes', 'r.reading_completed',
      )
      .where('o.request_code', param('code')),
  );

  const userIdByEmail = db.prepare<{ id: number }>((knex) => knex('users').select('id').where('email', param('email')));

  const insertOrder = db.prepare<{ id: number }>((knex) =>
    knex('orders')
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

  const insertReading = db.prepare((knex) =>
    knex('readings').insert({
      order_id: param('orderId'),
      gender_preference: param('genderPreference'),
      soulmate_trait: param('soulmateTrait'),
      question: param('question'),
      reading_completed: false,
      due_at: param('dueAt'),
      created_at: param('now'),
      updated_at: param('now'),
    }),
  );

  const confirm = db.prepare((knex) =>
    knex('orders')
      .update({ confirmed_at: knex.raw('coalesce(confirmed_at, ?)', [param('now')]), updated_at: param('now') })
      .where('request_code', param('code')),
  );

  const subscribe = db.prepare((knex) =>
    knex('orders').update({ horoscope_subscription: true, updated_at: param('now') }).where('request_code', param('code')),
  );

  return {
    async findByCode(code: string, executor?: Knex | Knex.Transaction): Promise<RequestRecord | undefined> {
      const row = await byCode.get({ code }, executor);
      return row && toRecord(row);
    },

    async userIdByEmail(email: string, executor?: Knex | Knex.Transaction): Promise<number | null> {
      return (await userIdByEmail.get({ email }, executor))?.id ?? null;
    },

    /** Inserts the order and its reading; the caller's transaction also queues the mail. */
    async insertFreeReading(input: NewFreeReading, executor: Knex.Transaction): Promise<number> {
      const order = await insertOrder.get({ ...input }, executor);
      const orderId = Number(order!.id);
      await insertReading.run({ orderId, ...input }, executor);
      return orderId;
    },

    /** Sets confirmed_at once; later calls keep the first time. Returns whether the code exists. */
    async confirm(code: string, now: string): Promise<boolean> {
      return (await confirm.run({ code, now })) === 1;
    },

    async subscribe(code: string, now: string): Promise<boolean> {
      return (await subscribe.run({ code, now })) === 1;
    },

    /** The newest unconfirmed request of an address, for sending its confirmation link again. */
    async latestUnconfirmedFor(email: string): Promise<{ orderId: number; requestCode: string; name: string } | undefined> {
      const row = await db
        .knex('orders as o')
        .join('readings as r', 'r.order_id', 'o.id')
        .select('o.id', 'o.request_code', 'o.customer_name')
        .where('o.email', email)
        .whereNull('o.confirmed_at')
        .orderBy('o.id', 'desc')
        .first();
      return row && { orderId: Number(row.id), requestCode: String(row.request_code), name: String(row.customer_name) };
    },
  };
}

export type ReadingsRepo = ReturnType<typeof createReadingsRepo>;
