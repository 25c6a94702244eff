import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, test } from '../fixtures';
import { freeRequest, payInSandbox, setPasswordAndLogIn, setPasswordLink } from '../factories';
import { waitForMail } from '../mailbox';
import { STAFF_ACCOUNT, type ShopServer } from '../server';

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** A paying customer's set-password link, from the receipt of a full reading paid in the sandbox. */
async function newCustomerLink(page: Page, shop: ShopServer, label: string) {
  const email = `landing-${label}-${stamp()}@example.com`;
  await payInSandbox(page.request, await freeRequest(page.request, email, 'Lark Landing'));
  return { email, link: await setPasswordLink(shop, email) };
}

for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
  test.describe(`where a chosen password leads, on a ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('the mailed link signs the customer in and opens the dashboard; the used link then says so', async ({ page, shop, snap }) => {
      const { email, link } = await newCustomerLink(page, shop, label);
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Set Your Password' })).toBeVisible();
      await snap(`set-password-${label}`);
      await setPasswordAndLogIn(page, link, email);

      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText('Your password has been set.').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome, Lark Landing/ })).toBeVisible();
      // No login form on the way: the session is the server's, and it answers.
      expect((await (await page.request.get('/api/me')).json()).user).toMatchObject({ username: email });
      await snap(`set-password-dashboard-${label}`);

      await page.goto(link);
      await expect(page.getByText('This link has expired or was already used. Please ask for a new one.')).toBeVisible();
      await expect(page.getByLabel('New password')).toHaveCount(0);
    });
  });
}

test.describe('where a chosen password leads (phone)', () => {
  test.use({ viewport: PHONE });

  test('a safe `next` is followed; one that names another site is not', async ({ page, shop }) => {
    const first = await newCustomerLink(page, shop, 'next');
    await setPasswordAndLogIn(page, `${first.link}&next=${encodeURIComponent('/products')}`, first.email);
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { name: 'Explore Our Readings' })).toBeVisible();

    const second = await newCustomerLink(page, shop, 'evil-next');
    await setPasswordAndLogIn(page, `${second.link}&next=${encodeURIComponent('//evil.example/dashboard')}`, second.email);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a staff account's link opens the reading queue", async ({ page, shop }) => {
    // The staff account of this server, given the password it has (its other sessions end; journeys log in afresh).
    expect((await page.request.post('/api/password-reset', { data: { email: STAFF_ACCOUNT.email } })).status()).toBe(202);
    const mail = await waitForMail(shop.dataDir, STAFF_ACCOUNT.email, /password/i);
    const link = mail.links.find((url) => url.includes('/reset-password?token='))!;
    await page.goto(link);
    await page.getByLabel('New password').fill(STAFF_ACCOUNT.password);
    await page.getByLabel('Confirm password').fill(STAFF_ACCOUNT.password);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect((await page.request.get('/api/admin/readings')).status()).toBe(200);
  });

  test('a signed-in customer who pays for a catalogue reading goes on to the dashboard', async ({ page, shop }) => {
    const { email, link } = await newCustomerLink(page, shop, 'signed-in-order');
    await setPasswordAndLogIn(page, link, email);
    await page.goto('/order/love-forecast');
    // The form knows who is signed in.
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(/\/payment\/REQ-[0-9A-Z-]+$/);
    await expect(page.getByText('Order placed successfully!')).toHaveCount(0);
    const success = page.getByText('Payment Successful!').waitFor({ state: 'visible' });
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await success;
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('tabpanel').getByRole('article').filter({ hasText: 'Love Forecast' }).first()).toBeVisible();
  });
});
