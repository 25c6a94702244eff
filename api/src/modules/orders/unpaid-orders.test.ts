import { expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { createCustomer } from '../../testing/accounts';
import { catalogueOrder, checkoutAndPay, withStripeApi } from '../../testing/funnel';
import type { StripeStandIn } from '../../testing/stripe-stand-in';
import { describeEachDatabase, freeReadingBody, type TestApi } from '../../testing/test-api';

/**
 * Typing an address proves nothing about it. An order placed by a visitor who is not signed in belongs
 * to the browser that placed it (its code) until it is paid; the payment joins it to the account of its
 * e-mail. So strangers cannot fill a customer's dashboard with "Payment Needed" cards, while the
 * customer's own unpaid orders, placed signed in, still show.
 */
describeEachDatabase('unpaid orders and the account of their e-mail', (database) => {
  let api: TestApi;
  let stripe: StripeStandIn;

  withStripeApi(database, (started) => ({ api, stripe } = started));

  const dashboard = async (customer: { id: number; cookie: string }) => {
    const response = await api.request('GET', `/api/users/${customer.id}/orders`, { headers: { cookie: customer.cookie } });
    expect(response.status).toBe(200);
    return response.body as Array<{ requestCode: string; status: string }>;
  };
  const freeRequest = async (email: string, cookie?: string) => {
    const response = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email }), headers: cookie ? { cookie } : {} });
    expect(response.status).toBe(201);
    return response.body.order.requestCode as string;
  };

  it("keeps a stranger's unpaid orders off the customer's dashboard, and shows her own", async () => {
    const cass = await createCustomer(api, 'cass-unpaid@example.com');
    const strangers = [
      await catalogueOrder(api, PRODUCT_IDS.twinFlameReading, 'cass-unpaid@example.com'),
      await catalogueOrder(api, PRODUCT_IDS.loveForecast, 'CASS-UNPAID@example.com'),
      await freeRequest('cass-unpaid@example.com'),
    ];
    // Someone signed in as another customer, typing Cass's address, is a stranger too.
    const otto = await createCustomer(api, 'otto-unpaid@example.com');
    strangers.push(await catalogueOrder(api, PRODUCT_IDS.twinFlameReading, 'cass-unpaid@example.com', otto.cookie));
    expect(await dashboard(cass)).toEqual([]);
    expect(await dashboard(otto)).toEqual([]);

    const own = [await catalogueOrder(api, PRODUCT_IDS.twinFlameReading, 'cass-unpaid@example.com', cass.cookie), await freeRequest('Cass-Unpaid@example.com', cass.cookie)];
    const shown = await dashboard(cass);
    expect(shown.map((order) => order.requestCode).sort()).toEqual([...own].sort());
    expect(shown.every((order) => order.status === 'payment_needed')).toBe(true);
  });

  it('joins an order to the account of its e-mail when it is paid, whoever placed it', async () => {
    const cass = await createCustomer(api, 'cass-paid@example.com');
    const code = await catalogueOrder(api, PRODUCT_IDS.twinFlameReading, 'cass-paid@example.com');
    expect(await dashboard(cass)).toEqual([]);
    await checkoutAndPay(api, stripe, code);
    expect((await dashboard(cass)).map((order) => [order.requestCode, order.status])).toEqual([[code, 'needs_input']]);
  });
});
