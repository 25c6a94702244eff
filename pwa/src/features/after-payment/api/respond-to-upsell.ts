import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import { UPSELL_PRICE_CENTS } from '@shared/domain/products';
import type { UpsellResult } from '@shared/schemas/payment';
import { request } from '@/lib/api-client';
import { afterPaymentKeys } from './after-payment-keys';

/**
 * `POST /api/upsells/:code`: accept (charges the card saved with the first payment, once) or decline.
 * The price is sent as the spec's payload has it; the server prices the offer itself and ignores it.
 */
export function respondToUpsell(code: string, accepted: boolean): Promise<UpsellResult> {
  return request(endpoints.upsells.respond, {
    params: { code },
    body: accepted ? { accepted: true, price: UPSELL_PRICE_CENTS } : { accepted: false, price: 0 },
  });
}

/** Accepting and declining share the key: the server keeps one answer per order, whichever comes first. */
export function useRespondToUpsell(code: string) {
  return useMutation({
    mutationKey: afterPaymentKeys.upsell(code),
    mutationFn: (accepted: boolean) => respondToUpsell(code, accepted),
    // Offline, fail at once with the client's clear message instead of pausing on "Processing...".
    networkMode: 'always',
  });
}
