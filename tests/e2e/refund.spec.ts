import type { APIRequestContext, Page } from '@playwright/test';
import { completeAsStaff, uploadAsStaff } from '../factories';
import { DESKTOP, PHONE, expect, test } from '../fixtures';
import { waitForMail } from '../mailbox';
import { STAFF_ACCOUNT } from '../server';
import { sketchPng } from '../sketch-image';

const FREE_PREVIEW = 'The cards see a meeting before spring.';
const PAID_PARAGRAPH = 'The second paragraph is for the full reading.';

/** A confirmed free request, as the form and the e-mailed link make it. */
async function confirmedRequest(request: APIRequestContext, name: string, email: string): Promise<string> {
  const created = await request.post('/api/free-soulmate', {
    data: { name, email, birthdate: '1991-06-21', gender_preference: 'male', soulmate_trait: 'Gentle, witty and loyal', question: 'Will I meet my soulmate this year?' },
  });
  const code = ((await created.json()) as { order: { requestCode: string } }).order.requestCode;
  await request.post(`/api/readings/confirm/${code}`, { data: {} });
  return code;
}

/** Pays the full reading with the test card, through the sandbox as the card form does. */
async function pay(request: APIRequestContext, code: string): Promise<void> {
  const intent = (await (await request.post(`/api/create-payment-intent/${code}`, { data: {} })).json()) as { paymentIntentId: string; clientSecret: string };
  const confirmed = await request.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    data: { clientSecret: intent.clientSecret, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
  });
  expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded');
}

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(STAFF_ACCOUNT.email);
  await page.getByLabel(/^Password/).fill(STAFF_ACCOUNT.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Opens the editor of `name`'s item of `product`: a paid reading's bonus items are rows of their own, and
 * the queue lists work waiting for answers (the paid reading, before its onboarding) after the work due.
 */
async function openEditor(page: Page, name: string, product = 'Premium Soulmate Reading') {
  await page.getByLabel('Search readings by name, e-mail or question').fill(name);
  const item = page.locator('tr, li').filter({ visible: true }).filter({ hasText: name }).filter({ hasText: product });
  const edit = item.getByRole('button', { name: `Edit the reading for ${name}` }).first();
  await expect(edit).toBeVisible();
  await edit.click();
  return page.getByRole('dialog', { name: `Reading for ${name}` });
}

test('staff refund a paid order in test mode: the admin and the order page show it, the free reading stays, and the customer is e-mailed', async ({ page, shop, snap }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const name = `Rhea Refund ${stamp}`;
  const email = `refund-${stamp}@example.com`;
  const code = await confirmedRequest(page.request, name, email);
  // The free reading came first (never paid for): its sketch and preview must outlive the refund.
  const sketchUrl = await uploadAsStaff(page.request, sketchPng());
  await completeAsStaff(page.request, name, code, { sketchUrl, sketchAlt: 'A gentle pencil portrait', readingNotes: `${FREE_PREVIEW}\n\n${PAID_PARAGRAPH}` });
  await pay(page.request, code);
  const freeName = `Fern Free ${stamp}`;
  await confirmedRequest(page.request, freeName, `free-${stamp}@example.com`);

  await page.setViewportSize(DESKTOP);
  await logIn(page);

  // An unpaid reading has nothing to refund: no refund section, no action.
  let editor = await openEditor(page, freeName, 'Free Soulmate Reading');
  await expect(editor.getByRole('heading', { name: 'The request' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Refund order' })).toHaveCount(0);
  await editor.getByRole('button', { name: 'Cancel' }).click();

  editor = await openEditor(page, name);
  await editor.getByRole('button', { name: 'Refund order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Refund this order?' });
  await expect(confirm).toBeVisible();
  // The amount that goes back, from the server's price.
  await expect(confirm.getByText(`$18.99 goes back to ${name}'s card`, { exact: false })).toBeVisible();
  // The reason is required, by the server's own schema.
  await confirm.getByRole('button', { name: 'Refund order' }).click();
  await expect(confirm.getByText(/Write why the order is refunded/)).toBeVisible();
  await confirm.getByLabel('Reason').fill('Asked within the 48-hour money-back guarantee');
  await snap('admin-refund-confirm-desktop');
  await confirm.getByRole('button', { name: 'Refund order' }).click();

  await expect(page.getByText('Order refunded').first()).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(editor.getByRole('heading', { name: 'Refunded', exact: true })).toBeVisible();
  await expect(editor.getByText('Asked within the 48-hour money-back guarantee')).toBeVisible();
  await expect(editor.getByText('Refunded on')).toBeVisible();
  await expect(editor.getByText('$18.99')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Refund order' })).toHaveCount(0);
  await snap('admin-refund-desktop');

  await editor.getByRole('button', { name: 'Cancel' }).click();
  // The paid reading's own row: its bonus orders are rows of their own (refunded with it).
  const row = page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Premium Soulmate Reading' });
  await expect(row.getByText('↺ Refunded')).toBeVisible();
  await expect(row.getByText('Reason: Asked within the 48-hour money-back guarantee')).toBeVisible();
  await snap('admin-refund-list-desktop');

  await page.setViewportSize(PHONE);
  editor = await openEditor(page, name);
  const refunded = editor.getByRole('heading', { name: 'Refunded', exact: true });
  await refunded.evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
  await expect(refunded).toBeVisible();
  await snap('admin-refund-phone');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: name }).filter({ hasText: 'Premium Soulmate Reading' }).getByText('↺ Refunded')).toBeVisible();
  await snap('admin-refund-list-phone');

  const mail = await waitForMail(shop.dataDir, email, /refund/i);
  expect(mail.text).toContain('$18.99');
  expect(mail.links).toContain(`${shop.url}/request/${code}`);
  expect(mail.html).toContain('refunded');

  await page.goto(`/request/${code}`);
  await expect(page.getByRole('heading', { name: 'Order Refunded' })).toBeVisible();
  await expect(page.getByText(/^Refunded on \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  await snap('order-refunded-phone');
  const order = (await (await page.request.get(`/api/orders/by-code/${code}`)).json()) as { order: { refundedAt: string | null; isPaid: boolean } };
  expect(order.order.refundedAt).toEqual(expect.any(String));

  // A refund closes what the payment opened, nothing more: the free reading's pages keep its sketch and
  // preview beside the refund; the paid paragraph and the offer are gone. Seen as the link's holder.
  await page.context().clearCookies();
  for (const [viewport, size] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
    await page.setViewportSize(viewport);
    for (const [path, screen] of [[`/first-reading/${code}`, 'first-reading'], [`/sales/${code}`, 'sales']] as const) {
      await page.goto(path);
      await expect(page.getByText('Your payment was refunded')).toBeVisible();
      await expect(page.getByText(/Refunded on \w+ \d{1,2}, \d{4}/)).toBeVisible();
      await expect(page.getByRole('img', { name: 'A gentle pencil portrait' })).toBeVisible();
      await expect(page.getByText(FREE_PREVIEW)).toBeVisible();
      await expect(page.getByText(PAID_PARAGRAPH)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Unlock Full Reading Now' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Unlock Full Reading Now' })).toHaveCount(0);
      await snap(`refunded-${screen}-${size}`);
    }
  }
});
