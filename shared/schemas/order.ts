import * as z from 'zod/mini';
import { ORDER_STATUSES } from '../domain/order-lifecycle';
import { calendarDateSchema, emailSchemaWith, isoDateTimeSchema } from './common';
import { readingAccessSchema } from './reading';

export const orderSchema = z.object({
  requestCode: z.string(),
  orderNumber: z.string(),
  productId: z.int(),
  userName: z.string(),
  email: z.string(),
  /** Null for a catalogue order: its form asks only for a name and an e-mail. */
  birthdate: z.nullable(calendarDateSchema),
  priceCents: z.int(),
  currency: z.literal('USD'),
  isPaid: z.boolean(),
  paymentDate: z.nullable(isoDateTimeSchema),
  readingCompleted: z.boolean(),
  confirmed: z.boolean(),
  horoscopeSubscription: z.boolean(),
  createdAt: isoDateTimeSchema,
  /** When the provider confirmed a full refund (null: not refunded); the order's one "refunded" state. */
  refundedAt: z.nullable(isoDateTimeSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const freeSoulmateReadingSchema = z.object({
  question: z.string(),
  sketchUrl: z.nullable(z.string()),
  readingNotes: z.nullable(z.string()),
  /** As in readingSchema: the notes are the first paragraph only unless this says `full`. */
  access: readingAccessSchema,
  genderPreference: z.string(),
  soulmateTrait: z.string(),
  birthdate: calendarDateSchema,
});

export const orderWithReadingSchema = z.object({
  order: orderSchema,
  freeSoulmateReading: z.nullable(freeSoulmateReadingSchema),
});
export type OrderWithReading = z.infer<typeof orderWithReadingSchema>;

export const freeReadingCreatedSchema = z.object({ order: orderSchema });
export type FreeReadingCreated = z.infer<typeof freeReadingCreatedSchema>;

export const orderSubscriptionPatchSchema = z.strictObject({
  horoscopeSubscription: z.literal(true, { error: 'horoscopeSubscription must be true' }),
  /**
   * The browser's IANA time zone, for the daily horoscope's 07:00. Optional so that older pages keep
   * working: without it (or with a name the server does not know) the horoscope follows UTC.
   */
  timeZone: z.optional(z.string().check(z.maxLength(100))),
});

/**
 * One order on the signed-in customer's dashboard (`GET /api/users/:userId/orders`): what the cards,
 * tabs and status dialog need and nothing more (no reading text, no other customer's data). `status`
 * is the one derived status (shared/domain/order-lifecycle.ts); `dueAt` ("Ready by") is set while the
 * order is in preparation, counted from its answers or, when it asks none, its payment; never while it
 * waits for answers. `completedAt` once staff completed it, `refundedAt` once refunded. `sketchSentAt`:
 * when a sketch for it reached the customer (a premium reading's free sketch, before its payment), so the
 * status dialog promises no sketch that was already sent (order-lifecycle.ts `drawsSketch`).
 */
export const customerOrderSchema = z.object({
  id: z.int(),
  requestCode: z.string(),
  orderNumber: z.string(),
  productId: z.int(),
  productName: z.string(),
  productSlug: z.string(),
  productImageUrl: z.nullable(z.string()),
  status: z.enum(ORDER_STATUSES),
  priceCents: z.int(),
  currency: z.literal('USD'),
  createdAt: isoDateTimeSchema,
  paymentDate: z.nullable(isoDateTimeSchema),
  dueAt: z.nullable(isoDateTimeSchema),
  completedAt: z.nullable(isoDateTimeSchema),
  refundedAt: z.nullable(isoDateTimeSchema),
  sketchSentAt: z.nullable(isoDateTimeSchema),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** The order form's rules and words, for the form and `POST /api/orders` alike. */
export const ORDER_FORM_MESSAGES = {
  name: 'Name is required',
  email: 'Valid email is required',
} as const;

export const orderContactSchema = z.object({
  name: z.string({ error: ORDER_FORM_MESSAGES.name }).check(z.trim(), z.minLength(2, ORDER_FORM_MESSAGES.name), z.maxLength(100, 'Name must be at most 100 characters')),
  email: emailSchemaWith(ORDER_FORM_MESSAGES.email),
});
export type OrderContact = z.infer<typeof orderContactSchema>;

/**
 * A catalogue order: the product by id or slug, and who it is for. Any price the client sends is dropped
 * (unknown keys are stripped): the server charges the products table's price.
 */
export const createOrderInputSchema = z.extend(orderContactSchema, {
  productId: z.optional(z.int('Choose a reading').check(z.minimum(1, 'Choose a reading'), z.maximum(2 ** 31 - 1, 'Choose a reading'))),
  slug: z.optional(z.string('Choose a reading').check(z.trim(), z.minLength(1, 'Choose a reading'), z.maxLength(80, 'Choose a reading'))),
}).check(
  z.refine((input) => input.productId !== undefined || input.slug !== undefined, { message: 'Choose a reading', path: ['productId'] }),
);
export type CreateOrderInput = z.infer<typeof createOrderInputSchema>;

/**
 * The placed order. Whether its e-mail already had an account is not said: the answer would let anyone
 * test addresses; the payment page tells every signed-out visitor how to find the order instead.
 */
export const orderCreatedSchema = z.object({ order: orderSchema });
export type OrderCreated = z.infer<typeof orderCreatedSchema>;
