import type { FieldErrors } from '@shared/schemas/api-error';
import { ValidationError } from './errors';
import { walkJson } from './json-depth';

export const NUL_MESSAGE = 'Remove the invisible control character (U+0000) from this text';

/**
 * PostgreSQL text cannot hold U+0000 (the query fails), and no person means to type it: a string that
 * carries one is refused as a field error instead of failing at the database. Every JSON body passes
 * here (defineRoute); the walk only runs when the raw text has the escape at all, and it is iterative
 * and depth-bounded (json-depth.ts).
 */
export function refuseNulCharacters(value: unknown): void {
  const details: FieldErrors = {};
  walkJson(value, (item, path) => {
    // A key with a NUL names its own path; a string value with one, the path that leads to it.
    if (path.at(-1)?.includes('\u0000') || (typeof item === 'string' && item.includes('\u0000'))) details[path.join('.') || 'body'] = [NUL_MESSAGE];
  });
  if (Object.keys(details).length > 0) throw new ValidationError(details);
}

/** Cheap pre-check on the raw JSON text: U+0000 can only arrive escaped as \u0000. */
export function mayHoldNul(rawJson: string | undefined): boolean {
  return rawJson !== undefined && /\\u0000/i.test(rawJson);
}
