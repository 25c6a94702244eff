import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { failureFromError } from './payment-failure';
import { paymentCodeFrom } from './payment-code';
import { sandboxCardFormSchema } from './sandbox-card-schema';
import { truncateText } from './truncate';

const CODE = 'REQ-7K3Q-9DXA-B2CF-M4NP-R6ST-V8WX-YZ01';
const at = (pathname: string, search = '') => ({ pathname, search });

describe('sandboxCardFormSchema', () => {
  it('accepts a complete card, the name being optional', () => {
    expect(sandboxCardFormSchema.safeParse({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }).success).toBe(true);
  });

  it("answers each field with the provider's words", () => {
    const result = sandboxCardFormSchema.safeParse({ number: '4242', expiry: '1', cvc: '1' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Your card number is incomplete.', "Your card's expiration date is incomplete.", "Your card's security code is incomplete."]);
  });
});

describe('failureFromError', () => {
  it('reads a 422 as the card message, a network failure as offline, anything else as unexpected', () => {
    expect(failureFromError(new ApiError(422, 'validation_failed', 'Your card number is invalid.'))).toEqual({ kind: 'declined', message: 'Your card number is invalid.' });
    expect(failureFromError(new ApiError(0, 'network', 'offline'))).toEqual({ kind: 'offline' });
    expect(failureFromError(new ApiError(500, 'internal', 'x')).kind).toBe('unexpected');
    expect(failureFromError(new TypeError('bug')).kind).toBe('unexpected');
  });
});

describe('paymentCodeFrom', () => {
  it('uses the route id, normalised', () => {
    expect(paymentCodeFrom(CODE.toLowerCase(), at(`/payment/${CODE.toLowerCase()}`))).toBe(CODE);
  });

  it('falls back to a code found in the address', () => {
    expect(paymentCodeFrom(undefined, at('/payment', `?code=${CODE}`))).toBe(CODE);
    expect(paymentCodeFrom('not-a-code', at(`/payment/not-a-code`, `?code=${CODE}`))).toBe(CODE);
  });

  it('answers nothing without a code', () => {
    expect(paymentCodeFrom(undefined, at('/payment'))).toBeUndefined();
    expect(paymentCodeFrom('hello', at('/payment/hello'))).toBeUndefined();
  });
});

describe('truncateText', () => {
  it('keeps short texts as they are', () => {
    expect(truncateText('Lovely.', 120)).toBe('Lovely.');
  });

  it('cuts long texts to at most the limit, at a word, with an ellipsis', () => {
    const text = 'I laughed when my sketch arrived, because it looked so much like the man I had just started talking to at my book club. The reading was gentle.';
    const cut = truncateText(text, 120);
    expect(cut.length).toBeLessThanOrEqual(120);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).toBe('I laughed when my sketch arrived, because it looked so much like the man I had just started talking to at my book club…');
  });
});
