import * as z from 'zod/mini';
import { CATALOGUE_CATEGORY_IDS } from '../domain/products';

/**
 * A catalogue product as visitors see it (`GET /api/products`): what staff edit (prices in cents, the
 * description as sanitised HTML, features) with what the product registry says of it (name, artwork,
 * filter, what it asks and what it delivers). Staff-only fields (sale channel, active) stay out.
 */
export const productSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  priceCents: z.int(),
  comparePriceCents: z.nullable(z.int()),
  shortDescription: z.string(),
  description: z.string(),
  imageUrl: z.nullable(z.string()),
  features: z.array(z.string()),
  /** "What We'll Ask You": the questions of its questionnaire, in their own words; empty when it asks nothing. */
  asks: z.array(z.object({ question: z.string(), optional: z.boolean() })),
  /** "What You'll Discover". */
  discovers: z.array(z.object({ title: z.string(), text: z.string() })),
  category: z.enum(CATALOGUE_CATEGORY_IDS),
  /** Prepared by staff within the paid delivery window, or delivered the moment it is paid (the meditation). */
  fulfilment: z.enum(['staff', 'on-payment']),
});
export type Product = z.infer<typeof productSchema>;

/** A slug from the path; anything that cannot be one is simply not found. */
export const productSlugParamsSchema = z.object({ slug: z.string().check(z.minLength(1), z.maxLength(80)) });
