import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { OnboardingInput } from '@shared/schemas/payment';
import { request } from '@/lib/api-client';
import { afterPaymentKeys } from './after-payment-keys';

/** `POST /api/onboardings/:code`: stored once; a repeat answers `alreadyReceived: true`. */
export function submitOnboarding(code: string, answers: OnboardingInput) {
  return request(endpoints.onboardings.submit, { params: { code }, body: answers });
}

export function useSubmitOnboarding(code: string) {
  return useMutation({
    mutationKey: afterPaymentKeys.onboarding(code),
    mutationFn: (answers: OnboardingInput) => submitOnboarding(code, answers),
    // 'always': offline the call fails at once and the form says so, keeping the answers, instead of
    // pausing on "Submitting..." with no end in sight (the offline queue is a later piece of work).
    networkMode: 'always',
  });
}
