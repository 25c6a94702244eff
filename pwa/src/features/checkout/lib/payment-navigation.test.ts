import { describe, expect, it } from 'vitest';
import { CATALOGUE_PRODUCT_IDS, PRODUCT_IDS } from '@shared/domain/products';
import { afterPaymentHref } from './payment-navigation';

const CODE = 'REQ-ABCD-EFGH';
const order = (productId: number, email = 'nova@example.com') => ({ productId, email });

describe('where a paid order goes next', () => {
  it('takes the funnel reading to the one-time offer, signed in or not, and while the order loads', () => {
    for (const signedInAs of [undefined, 'nova@example.com']) {
      expect(afterPaymentHref(CODE, order(PRODUCT_IDS.premiumSoulmateReading), signedInAs)).toBe(`/upsell/${CODE}`);
      // A free request is upgraded to the full reading by its payment.
      expect(afterPaymentHref(CODE, order(PRODUCT_IDS.freeSoulmateReading), signedInAs)).toBe(`/upsell/${CODE}`);
    }
    expect(afterPaymentHref(CODE, undefined, undefined)).toBe(`/upsell/${CODE}`);
  });

  it('confirms a catalogue payment on its own page for a visitor who is not signed in: never a login wall', () => {
    for (const id of CATALOGUE_PRODUCT_IDS) expect(afterPaymentHref(CODE, order(id), undefined)).toBe(`/payment-thank-you/${CODE}`);
  });

  it("takes a signed-in customer's catalogue order to the dashboard, whatever the address's case", () => {
    for (const id of CATALOGUE_PRODUCT_IDS) expect(afterPaymentHref(CODE, order(id, 'Nova@Example.com'), 'nova@example.COM')).toBe('/dashboard');
  });

  it('confirms on its own page an order in another address than the signed-in one: it joins that address’s account, not this dashboard', () => {
    expect(afterPaymentHref(CODE, order(PRODUCT_IDS.twinFlameReading, 'gift@example.com'), 'nova@example.com')).toBe(`/payment-thank-you/${CODE}`);
  });
});
