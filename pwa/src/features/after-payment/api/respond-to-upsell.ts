import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { UpsellResult } from '@shared/schemas/payment';
import { request } from '@/lib/api-client';
import { afterPaymentKeys } from './after-payment-keys';

/**
 * `POST /api/upsells/:code`: accept (charges the card saved with the first payment, once) or decline.
 * No price is sent: the server charges the products table's price for the offer.
 */
export function respondToUpsell(code: string, accepted: boolean): Promise<UpsellResult> {
  return request(endpoints.upsells.respond, {
    params: { code },
    body: { accepted },
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
