import { expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { catalogueOrder, pay, startCheckout, withStripeApi } from '../../testing/funnel';
import type { StripeStandIn } from '../../testing/stripe-stand-in';
import { describeEachDatabase, type TestApi } from '../../testing/test-api';

/**
 * A catalogue order placed and paid by a visitor who is not signed in ends on its own confirmation
 * page, never on the funnel's offer nor a login wall: what that page and its next step read by the
 * code answers paid, with no offer, and the receipt carries the way into the account.
 */
describeEachDatabase('a signed-out catalogue checkout', (database) => {
  let api: TestApi;
  let stripe: StripeStandIn;

  withStripeApi(database, (started) => ({ api, stripe } = started));

  it('is paid by the browser that checked out, has no one-time offer, and its receipt links to choosing a password', async () => {
    const code = await catalogueOrder(api, PRODUCT_IDS.soulmateReading, 'signed-out-buyer@example.com');
    const { isPaid, payer } = await pay(api, stripe, code, await startCheckout(api, code));
    expect(isPaid).toBe(true);
    // The offer is the funnel reading's alone: no offer cookie, and its state says there is none.
    expect(payer).toBeUndefined();
    expect((await api.request('GET', `/api/upsells/${code}`)).body).toMatchObject({ state: 'none' });

    // The confirmation page's read: the order, paid, with the name and e-mail it greets.
    const order = await api.request('GET', `/api/orders/code/${code}`);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ isPaid: true, productId: PRODUCT_IDS.soulmateReading, userName: 'Iris Fresh', email: 'signed-out-buyer@example.com' });

    const receipt = await api.container.outbox.latestFor('signed-out-buyer@example.com');
    expect(receipt?.text).toMatch(/http:\/\/shop\.test\/reset-password\?token=[\w-]+/);
  });
});
