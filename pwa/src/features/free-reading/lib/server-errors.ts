import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import type { FreeReadingInput } from '@shared/schemas/reading';

type FieldName = FieldPath<FreeReadingInput>;

const FIELD_NAMES: readonly FieldName[] = ['name', 'email', 'birthdate', 'gender_preference', 'soulmate_trait', 'question'];

export const SUBMIT_ERROR_MESSAGE = 'There was a problem submitting your request. Please try again.';

/**
 * Shows a 422's field messages under the fields (the server runs the same schema, so this is rare:
 * a day boundary, a changed rule). Returns whether any field got a message; the first one is focused.
 */
export function applyServerFieldErrors(error: unknown, setError: UseFormSetError<FreeReadingInput>): boolean {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.details) return false;
  let applied = false;
  for (const [path, messages] of Object.entries(error.details)) {
    const field = FIELD_NAMES.find((name) => name === path);
    const message = messages[0];
    if (!field || !message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** The toast's text: the spec's sentence, or the server's own words where they help the visitor more. */
export function submitErrorDescription(error: unknown): string {
  if (error instanceof ApiError && (error.status === 429 || error.code === 'network')) return error.message;
  return SUBMIT_ERROR_MESSAGE;
}
