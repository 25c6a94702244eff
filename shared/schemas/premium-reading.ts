import * as z from 'zod/mini';
import { ZODIAC_SIGN_IDS, type ZodiacSignId } from '../domain/zodiac';
import { premiumContentSchema } from './admin';
import { calendarDateSchema, isoDateTimeSchema } from './common';

/**
 * A paid reading as its owner (or staff) reads it: `GET /api/premium-readings/:code`. Every part is what
 * exists now; nothing is invented for what staff have not written. `completed` is false while staff are
 * still preparing it (the page says so and shows what there is).
 */
export const premiumReadingSchema = z.object({
  requestCode: z.string(),
  productId: z.int(),
  productName: z.string(),
  completed: z.boolean(),
  profile: z.object({
    name: z.string(),
    /** From the order, or the reading it came with (a bonus order); null for a catalogue order. */
    birthdate: z.nullable(calendarDateSchema),
    zodiacSign: z.nullable(z.enum(ZODIAC_SIGN_IDS as [ZodiacSignId, ...ZodiacSignId[]])),
    question: z.nullable(z.string()),
    /** When staff completed it; null while it is being prepared. */
    readingDate: z.nullable(isoDateTimeSchema),
  }),
  /** The sketch, for the products that have one, once drawn. */
  sketch: z.nullable(z.object({ url: z.string(), alt: z.string() })),
  notes: z.nullable(z.string()),
  /** The product's premium fields that have text, and only those. */
  premium: premiumContentSchema,
  /**
   * The bonus orders the payment brought (the full reading's spirit animal, money tree and audio): each
   * opens on its own page; `completed` once staff finished it.
   */
  bonusOrders: z.array(z.object({ productId: z.int(), requestCode: z.string(), completed: z.boolean() })),
});
export type PremiumReading = z.infer<typeof premiumReadingSchema>;
