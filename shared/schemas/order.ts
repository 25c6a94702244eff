import { z } from 'zod';
import { calendarDateSchema, isoDateTimeSchema } from './common';

export const orderSchema = z.object({
  requestCode: z.string(),
  orderNumber: z.string(),
  productId: z.number().int(),
  userName: z.string(),
  email: z.string(),
  birthdate: calendarDateSchema,
  priceCents: z.number().int(),
  currency: z.literal('USD'),
  isPaid: z.boolean(),
  paymentDate: isoDateTimeSchema.nullable(),
  readingCompleted: z.boolean(),
  confirmed: z.boolean(),
  horoscopeSubscription: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const freeSoulmateReadingSchema = z.object({
  question: z.string(),
  sketchUrl: z.string().nullable(),
  readingNotes: z.string().nullable(),
  genderPreference: z.string(),
  soulmateTrait: z.string(),
  birthdate: calendarDateSchema,
});

export const orderWithReadingSchema = z.object({
  order: orderSchema,
  freeSoulmateReading: freeSoulmateReadingSchema.nullable(),
});
export type OrderWithReading = z.infer<typeof orderWithReadingSchema>;

export const freeReadingCreatedSchema = z.object({ order: orderSchema });
export type FreeReadingCreated = z.infer<typeof freeReadingCreatedSchema>;

export const orderSubscriptionPatchSchema = z.strictObject({
  horoscopeSubscription: z.literal(true, { error: 'horoscopeSubscription must be true' }),
});
