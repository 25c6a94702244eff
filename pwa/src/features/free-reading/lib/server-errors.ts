import type { FieldPath } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import type { FreeReadingInput } from '@shared/schemas/reading';

/** The form's fields, which a 422's details may name (lib/form-errors.ts puts the messages under them). */
export const FREE_READING_FIELDS: readonly FieldPath<FreeReadingInput>[] = ['name', 'email', 'birthdate', 'gender_preference', 'soulmate_trait', 'question'];

export const SUBMIT_ERROR_MESSAGE = 'There was a problem submitting your request. Please try again.';

/** The toast's text: the form's own sentence, or the server's own words where they help the visitor more. */
export function submitErrorDescription(error: unknown): string {
  if (error instanceof ApiError && (error.status === 429 || error.code === 'network')) return error.message;
  return SUBMIT_ERROR_MESSAGE;
}
