import * as z from 'zod/mini';
import { calendarDateSchema, isoDateTimeSchema } from './common';

export const orderSchema = z.object({
  requestCode: z.string(),
  orderNumber: z.string(),
  productId: z.int(),
  userName: z.string(),
  email: z.string(),
  birthdate: calendarDateSchema,
  priceCents: z.int(),
  currency: z.literal('USD'),
  isPaid: z.boolean(),
  paymentDate: z.nullable(isoDateTimeSchema),
  readingCompleted: z.boolean(),
  confirmed: z.boolean(),
  horoscopeSubscription: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const freeSoulmateReadingSchema = z.object({
  question: z.string(),
  sketchUrl: z.nullable(z.string()),
  readingNotes: z.nullable(z.string()),
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
});
