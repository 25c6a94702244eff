import type { FieldPath } from 'react-hook-form';
import type { OnboardingInput } from '@shared/schemas/payment';
import { ApiError } from '@/lib/api-client';

/** The form's fields, which a 422's details may name (lib/form-errors.ts puts the messages under them). */
export const ONBOARDING_FIELDS: readonly FieldPath<OnboardingInput>[] = [
  'currentRelationshipStatus',
  'pastRelationshipPatterns',
  'desiredQualities',
  'additionalInfo',
];

export const ONBOARDING_SUBMIT_ERROR = 'There was a problem submitting your answers. Please try again.';
export const ONBOARDING_OFFLINE =
  "You're offline, so your answers can't be sent yet. They are still here: please reconnect and submit again.";

/** The form-level message for a failure that is not about one field. */
export function onboardingErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'network') return ONBOARDING_OFFLINE;
    // Rate limited, or refused for an unpaid order: the server's words say what to do.
    if (error.status === 429 || error.code === 'payment_required') return error.message;
    if (error.status === 404) return "We couldn't find your order. Please check your link and try again.";
  }
  return ONBOARDING_SUBMIT_ERROR;
}
