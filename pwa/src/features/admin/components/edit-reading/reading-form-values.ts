import type * as z from 'zod/mini';
import { PREMIUM_FIELDS, type AdminReading, type adminReadingUpdateSchema, type PremiumField } from '@shared/schemas/admin';

/** The editor's values: the PATCH body as typed (the schema trims and checks it). */
export type ReadingFormInput = z.input<typeof adminReadingUpdateSchema>;

export type ReadingFormField = 'sketchUrl' | 'sketchAlt' | 'readingNotes' | `premium.${PremiumField}`;

/** Fields in the order they appear: the first one in error gets focus. */
export const READING_FORM_FIELDS: readonly ReadingFormField[] = [
  'sketchUrl',
  'sketchAlt',
  'readingNotes',
  ...PREMIUM_FIELDS.map((field) => `premium.${field}` as const),
];

/** Premium fields only for a paid reading: a free one has none to fill in (DECISIONS.md). */
export function readingFormDefaults(reading: AdminReading): ReadingFormInput {
  const base = { sketchUrl: reading.sketchUrl ?? '', sketchAlt: reading.sketchAlt ?? '', readingNotes: reading.readingNotes ?? '' };
  if (!reading.isPaid) return base;
  return { ...base, premium: Object.fromEntries(PREMIUM_FIELDS.map((field) => [field, reading.premium?.[field] ?? ''])) };
}

/** A server error path ("premium.soulmateAppearance") as an editor field, if the editor has it. */
export function readingFormField(path: string, isPaid: boolean): ReadingFormField | undefined {
  const field = READING_FORM_FIELDS.find((name) => name === path);
  return field && (isPaid || !field.startsWith('premium.')) ? field : undefined;
}
