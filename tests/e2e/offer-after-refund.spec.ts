import { DESKTOP, PHONE, expect, test } from '../fixtures';
import { freeRequest } from '../factories';
import { STAFF_ACCOUNT } from '../server';

/**
 * A refund closes the one-time offer, and the funnel's last pages say the order was refunded. The browser that paid, opening the offer afterwards, is told so in
 * plain words and led to its order's page; nothing is offered and nothing can be charged.
 */
for (const { size, viewport } of [
  { size: 'phone', viewport: PHONE },
  { size: 'desktop', viewport: DESKTOP },
]) {
  test(`the paying browser finds the offer closed after a refund (${size})`, async ({ page, browser, shop, snap }) => {
    await page.setViewportSize(viewport);
    const stamp = `${Date.now()}-${size}`;
    const code = await freeRequest(page.request, `closed-${stamp}@example.com`, `Rhea Closed ${stamp}`);

    // This browser pays its own checkout and checks the payment, as the payment page does.
    const intent = (await (await page.request.post(`/api/create-payment-intent/${code}`, { data: {} })).json()) as { paymentIntentId: string; clientSecret: string };
    const paid = await page.request.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
      data: { clientSecret: intent.clientSecret, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
    });
    expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
    expect((await page.request.post(`/api/confirm-payment/${code}`, { data: { paymentIntentId: intent.paymentIntentId } })).status()).toBe(200);

    // Staff refund it (the test-mode sandbox refunds at once).
    const staff = await browser.newContext({ baseURL: shop.url });
    expect((await staff.request.post('/api/login', { data: { username: STAFF_ACCOUNT.email, password: STAFF_ACCOUNT.password } })).status()).toBe(200);
    const order = (await (await staff.request.get(`/api/orders/code/${code}`)).json()) as { orderNumber: string };
    const found = (await (await staff.request.get(`/api/admin/readings?search=${encodeURIComponent(`closed-${stamp}@example.com`)}`)).json()) as {
      items: Array<{ orderId: number; productId: number }>;
    };
    const orderId = found.items.find((item) => item.productId === 1)!.orderId;
    const refunded = await staff.request.post(`/api/admin/orders/${orderId}/refund`, { data: { reason: 'Asked within the 48-hour guarantee' } });
    expect(refunded.status(), `refund of ${order.orderNumber}`).toBe(200);
    await staff.close();

    await page.goto(`/upsell/${code}`);
    await expect(page.getByRole('heading', { name: 'This offer is closed' })).toBeVisible();
    await expect(page.getByText('Your order was refunded, so its one-time offer is closed and nothing was charged.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Yes/ })).toHaveCount(0);
    await snap(`offer-closed-after-refund-${size}`);
    await page.getByRole('link', { name: 'View my order' }).click();
    await expect(page).toHaveURL(new RegExp(`/request/${code}$`));

    // The funnel's last pages do not call a refunded order complete or its payment confirmed.
    for (const path of [`/complete/${code}`, `/payment-thank-you/${code}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Order Refunded' })).toBeVisible();
      await expect(page.getByText('Refunded on')).toBeVisible();
      await expect(page.getByText('Your Order Is Complete!')).toHaveCount(0);
    }
    await snap(`complete-after-refund-${size}`);
  });
}
