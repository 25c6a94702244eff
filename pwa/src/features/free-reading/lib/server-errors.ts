import type { FieldPath } from 'react-hook-form';
import { errorMessage, hasErrorCode } from '@/lib/error-messages';
import type { FreeReadingInput } from '@shared/schemas/reading';

/** The form's fields, which a 422's details may name (lib/form-errors.ts puts the messages under them). */
export const FREE_READING_FIELDS: readonly FieldPath<FreeReadingInput>[] = ['name', 'email', 'birthdate', 'gender_preference', 'soulmate_trait', 'question'];

export const SUBMIT_ERROR_MESSAGE = 'There was a problem submitting your request. Please try again.';

/**
 * The form's alert: its own sentence, or the shared words where they help the visitor more (offline, too
 * many requests and how long to wait). Refused input has its messages under the fields, so the alert
 * keeps the form's sentence.
 */
export function submitErrorDescription(error: unknown): string {
  if (hasErrorCode(error, 'validation_failed')) return SUBMIT_ERROR_MESSAGE;
  return errorMessage(error, SUBMIT_ERROR_MESSAGE);
}
