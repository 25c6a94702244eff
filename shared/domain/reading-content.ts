import { paths } from '../routes/page-paths';
import type { PremiumField } from '../schemas/admin';
import { READING_TYPES, type ReadingContent, type ReadingType } from './content-sections';
import { deliveredOnPayment, FULL_READING_PRODUCT_ID, productEntry, PRODUCTS } from './products';

/**
 * What each product's finished reading holds, read from the product registry (shared/domain/products.ts,
 * built from shared/domain/content-sections.ts): the staff editor, the API's check of a save and the
 * premium page all go through these look-ups.
 */
export type { ContentField, ContentGroup, ContentSlot, ReadingContent, ReadingType, ReadingView } from './content-sections';
export { READING_TYPES } from './content-sections';

/** Each product's content, by id. */
export const READING_CONTENT: Readonly<Record<number, ReadingContent>> = Object.fromEntries(PRODUCTS.map((entry) => [entry.id, entry.content]));

const PREMIUM_SOULMATE = productEntry(FULL_READING_PRODUCT_ID)!.content;

/** A product's reading; an unknown product (none today) is read as the soulmate reading it most resembles. */
export function readingContentFor(productId: number): ReadingContent {
  return productEntry(productId)?.content ?? PREMIUM_SOULMATE;
}

/** Every premium field a product uses, in the editor's order. */
export function contentFields(content: ReadingContent): PremiumField[] {
  return content.groups.flatMap((group) => group.fields.map((entry) => entry.field));
}

/** The fields without which paid work is not finished: every field of its required groups. */
export function requiredFields(content: ReadingContent): PremiumField[] {
  return content.groups.filter((group) => group.required).flatMap((group) => group.fields.map((entry) => entry.field));
}

/**
 * Where a premium field that is not part of `productId`'s reading belongs: the other products whose
 * reading holds it (the full reading's bonuses are orders of their own since docs/decisions/017), by
 * name, with the field's label there. None: no product writes that field.
 */
export function otherHomesOf(field: PremiumField, productId: number): { productName: string; label: string }[] {
  return PRODUCTS.filter((entry) => entry.id !== productId).flatMap((entry) => {
    const found = entry.content.groups.flatMap((group) => group.fields).find((candidate) => candidate.field === field);
    return found ? [{ productName: entry.name, label: found.label }] : [];
  });
}

type Content = Partial<Record<PremiumField, string>> | null | undefined;

/**
 * Whether a save gives a product delivered at payment (the meditation) a new recording of its own: news
 * for the customer though the order was delivered already (docs/decisions/017-product-registry.md). A
 * save that leaves the content out, or goes back to the bundled recording, is not.
 */
export function bringsNewRecording(productId: number, stored: Content, saved: Content): boolean {
  if (!deliveredOnPayment(productId) || saved === undefined) return false;
  const audioFields = readingContentFor(productId).groups.flatMap((group) => group.fields.filter((entry) => entry.control === 'audio').map((entry) => entry.field));
  return audioFields.some((field) => {
    const recording = saved?.[field]?.trim() ?? '';
    return recording !== '' && recording !== (stored?.[field]?.trim() ?? '');
  });
}

export function isReadingType(value: unknown): value is ReadingType {
  return typeof value === 'string' && (READING_TYPES as readonly string[]).includes(value);
}

/**
 * The page that shows a paid order's finished reading, from its product's view: the dashboard's View
 * Reading (through `/reading-result/{id}`), the "reading ready" mail and the premium page itself (which
 * moves to this address when a link named another variant) all go here.
 */
export function readingViewHref(productId: number, code: string): string {
  const { view } = readingContentFor(productId);
  if (view.kind === 'audio') return paths.audioExperience.href(code);
  return view.kind === 'soulmate' ? paths.premiumSoulmateReading.href(code) : paths.premiumReading.href(code, view.type);
}
