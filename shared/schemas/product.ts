import * as z from 'zod/mini';
import { CATALOGUE_CATEGORY_IDS } from '../domain/products';

/**
 * A catalogue product as visitors see it (`GET /api/products`): prices in cents, the description as
 * sanitised HTML, and the filter it belongs to. Staff-only fields (sale channel, active) stay out.
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
  /** "What We'll Ask You": field key -> label. */
  inputFields: z.record(z.string(), z.string()),
  /** "What You'll Discover": field key -> label (appearance, personality, meeting, timeline have captions). */
  outputFields: z.record(z.string(), z.string()),
  category: z.enum(CATALOGUE_CATEGORY_IDS),
});
export type Product = z.infer<typeof productSchema>;

/** A slug from the path; anything that cannot be one is simply not found. */
export const productSlugParamsSchema = z.object({ slug: z.string().check(z.minLength(1), z.maxLength(80)) });
