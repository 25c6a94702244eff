import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { OFFER_REFUSALS, offerRefusal, upsellErrorMessage } from './upsell-messages';

describe("the one-time offer's refusals", () => {
  it('recognises the server’s refusal codes, and nothing else', () => {
    expect(offerRefusal(new ApiError(403, 'offer_not_yours', 'x'))).toBe('offer_not_yours');
    expect(offerRefusal(new ApiError(409, 'offer_expired', 'x'))).toBe('offer_expired');
    expect(offerRefusal(new ApiError(409, 'no_offer', 'x'))).toBe('no_offer');
    expect(offerRefusal(new ApiError(409, 'conflict', 'x'))).toBeUndefined();
    expect(offerRefusal(new ApiError(403, 'forbidden', 'x'))).toBeUndefined();
    expect(offerRefusal(new Error('offer_expired'))).toBeUndefined();
  });

  it('says that nothing was charged whenever the offer is refused', () => {
    for (const refusal of Object.values(OFFER_REFUSALS)) expect(refusal.message).toMatch(/nothing was charged/i);
  });

  it('keeps the server’s words for a 409 that is not a refusal', () => {
    expect(upsellErrorMessage(new ApiError(409, 'conflict', 'We could not find the card from your first payment.'))).toBe('We could not find the card from your first payment.');
  });
});
