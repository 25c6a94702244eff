import type * as z from 'zod/mini';
import { contentFields, readingContentFor } from '@shared/domain/reading-content';
import type { AdminReading, adminReadingUpdateSchema, PremiumField } from '@shared/schemas/admin';

/** The editor's values: the PATCH body as typed (the product's schema trims and checks it). */
export type ReadingFormInput = z.input<typeof adminReadingUpdateSchema>;

export type ReadingFormField = 'sketchUrl' | 'sketchAlt' | 'readingNotes' | `premium.${PremiumField}`;

type Item = Pick<AdminReading, 'productId' | 'isPaid'>;

/**
 * The fields this item's editor has, in the order they appear (the first one in error gets focus): the
 * sketch for the products that have one, the notes, and for a paid order the product's own premium
 * fields (shared/domain/reading-content.ts). A free reading has no premium fields.
 */
export function readingFormFields(item: Item): ReadingFormField[] {
  const content = readingContentFor(item.productId);
  const premium = item.isPaid ? contentFields(content).map((field) => `premium.${field}` as const) : [];
  // As the form shows them: an optional note comes after the product's own fields.
  const notes = content.notes.required ? ['readingNotes' as const, ...premium] : [...premium, 'readingNotes' as const];
  return [...(content.sketch ? (['sketchUrl', 'sketchAlt'] as const) : []), ...notes];
}

export function readingFormDefaults(reading: AdminReading): ReadingFormInput {
  const content = readingContentFor(reading.productId);
  const base = {
    ...(content.sketch ? { sketchUrl: reading.sketchUrl ?? '', sketchAlt: reading.sketchAlt ?? '' } : {}),
    readingNotes: reading.readingNotes ?? '',
  };
  if (!reading.isPaid) return base;
  return { ...base, premium: Object.fromEntries(contentFields(content).map((field) => [field, reading.premium?.[field] ?? ''])) };
}

/** A server error path ("premium.soulmateAppearance") as a field of this item's editor, if it has it. */
export function readingFormField(path: string, item: Item): ReadingFormField | undefined {
  return readingFormFields(item).find((name) => name === path);
}

/** A required section with fields still empty. */
export interface MissingSection {
  title: string;
  missing: number;
}

/**
 * What paid work still lacks before it can be completed: each required section with its empty fields
 * counted, from what is typed now. The API refuses the save for the same fields (422 naming them).
 */
export function missingSections(item: Item, premium: ReadingFormInput['premium']): MissingSection[] {
  if (!item.isPaid) return [];
  return readingContentFor(item.productId)
    .groups.filter((group) => group.required)
    .map((group) => ({ title: group.title, missing: group.fields.filter(({ field }) => !premium?.[field]?.trim()).length }))
    .filter((section) => section.missing > 0);
}

/** "3 required fields are still empty: About Your Soulmate (1), Soul Insights (2)." */
export function describeMissing(sections: readonly MissingSection[]): string {
  const total = sections.reduce((sum, section) => sum + section.missing, 0);
  const list = sections.map((section) => `${section.title} (${section.missing})`).join(', ');
  return `${total} required ${total === 1 ? 'field is' : 'fields are'} still empty: ${list}.`;
}
