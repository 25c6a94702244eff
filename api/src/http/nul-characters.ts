import type { FieldErrors } from '@shared/schemas/api-error';
import { ValidationError } from './errors';

export const NUL_MESSAGE = 'Remove the invisible control character (U+0000) from this text';

/**
 * PostgreSQL text cannot hold U+0000 (the query fails), and no person means to type it: a string that
 * carries one is refused as a field error instead of failing at the database. Every JSON body passes
 * here (defineRoute); the walk only runs when the raw text has the escape at all.
 */
export function refuseNulCharacters(value: unknown): void {
  const details: FieldErrors = {};
  const visit = (item: unknown, path: string[]) => {
    if (typeof item === 'string') {
      if (item.includes('\u0000')) details[path.join('.') || 'body'] = [NUL_MESSAGE];
    } else if (Array.isArray(item)) {
      item.forEach((entry, index) => visit(entry, [...path, String(index)]));
    } else if (item && typeof item === 'object') {
      for (const [key, entry] of Object.entries(item)) {
        if (key.includes('\u0000')) details[[...path, key].join('.')] = [NUL_MESSAGE];
        visit(entry, [...path, key]);
      }
    }
  };
  visit(value, []);
  if (Object.keys(details).length > 0) throw new ValidationError(details);
}

/** Cheap pre-check on the raw JSON text: U+0000 can only arrive escaped as \u0000. */
export function mayHoldNul(rawJson: string | undefined): boolean {
  return rawJson !== undefined && /\\u0000/i.test(rawJson);
}
