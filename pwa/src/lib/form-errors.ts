import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { hasErrorCode } from './error-messages';

/** A refused input's field details as [path, first message] pairs ("email", "premium.soulmateAppearance"). */
export function serverFieldErrors(error: unknown): Array<[path: string, message: string]> {
  if (!hasErrorCode(error, 'validation_failed') || !error.details) return [];
  return Object.entries(error.details).flatMap(([path, messages]) => (messages[0] ? [[path, messages[0]] as [string, string]] : []));
}

export interface PlacedFieldErrors<F extends string> {
  /** The first field that got a message (undefined: none did). */
  first?: F;
  /** Messages for paths the form has no field for, to show at form level. */
  unplaced: string[];
}

/**
 * Puts a 422's messages under the form's fields with react-hook-form's `setError`. The server runs the
 * same schema, so this is rare (a day boundary, a changed rule). `fields` lists the form's field names,
 * or maps a server path to one (forms whose names differ from the API's). The first field placed takes
 * focus unless `focus` is false (a form that must first open the section holding it).
 */
export function applyServerFieldErrors<T extends FieldValues, F extends FieldPath<T>>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly F[] | ((path: string) => F | undefined),
  { focus = true }: { focus?: boolean } = {},
): PlacedFieldErrors<F> {
  const toField = typeof fields === 'function' ? fields : (path: string) => fields.find((name) => name === path);
  const placed: PlacedFieldErrors<F> = { unplaced: [] };
  for (const [path, message] of serverFieldErrors(error)) {
    const field = toField(path);
    if (!field) {
      placed.unplaced.push(message);
      continue;
    }
    setError(field, { type: 'server', message }, focus ? { shouldFocus: placed.first === undefined } : undefined);
    placed.first ??= field;
  }
  return placed;
}
