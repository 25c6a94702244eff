import type { Locator, Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, test } from '../fixtures';
import { createShopServer, E2E_PORT_BASE, START_TIMEOUT_MS, STAFF_ACCOUNT, type ShopServer } from '../server';

/**
 * Errors that block a form show at the form, beside its button, until the next try (a toast covered
 * "Forgot your password?" and went away), and a refusal for too many requests says how long to wait,
 * from the server's Retry-After. This spec runs its own shop with tight limits, so its refusals touch
 * no other journey: 2 wrong passwords per account and 1 free request per client, in 49-minute windows.
 */
test.describe.configure({ mode: 'serial' });

let shop: ShopServer;

// Playwright requires the destructuring form for a hook that uses no fixture.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, workerInfo) => {
  shop = createShopServer(E2E_PORT_BASE + 300 + workerInfo.workerIndex, {
    LOGIN_FAILURES_PER_ACCOUNT: '2/2940',
    FREE_READING_RATE_LIMIT: '1/2940',
  });
  test.setTimeout(START_TIMEOUT_MS + 10_000);
  await shop.start();
});

test.afterAll(async () => {
  await shop?.stop();
});

/** Radix renders each open toast as a list item of its viewport. */
const openToasts = (page: Page) => page.locator('ol > li[data-state="open"]');

/** The alert sits inside the form, just above its button, and covers nothing. */
async function expectAtTheButton(form: Locator, alert: Locator, button: Locator) {
  await expect(alert).toBeVisible();
  const box = (await alert.boundingBox())!;
  const buttonBox = (await button.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(buttonBox.y);
  expect(buttonBox.y - (box.y + box.height)).toBeLessThan(40);
  await expect(form.getByRole('alert')).toHaveCount(1);
}

test('a wrong password is said at the form, and too many say how long to wait', async ({ page }) => {
  for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`${shop.url}/login`);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Login' }) });
    const button = form.getByRole('button', { name: 'Login' });
    await form.getByRole('textbox', { name: 'Email' }).fill(`nobody-${name}@example.com`);
    await form.getByRole('textbox', { name: 'Password' }).fill('not the password');
    await button.click();

    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Login failed');
    await expect(alert).toContainText('Invalid email or password.');
    await expectAtTheButton(form, alert, button);
    await expect(openToasts(page)).toHaveCount(0);
    // Nothing lies over "Forgot your password?".
    await expect(page.getByRole('button', { name: /Forgot your password/i })).toBeVisible();
    await page.screenshot({ path: `.tmp/screens/form-errors-login-${name}.png`, fullPage: true });
  }

  // Past the account's 2 failures in 49 minutes, the server answers 429 with Retry-After.
  await page.setViewportSize(PHONE);
  await page.goto(`${shop.url}/login`);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Login' }) });
  const alert = form.getByRole('alert');
  const statuses: number[] = [];
  while (!statuses.includes(429) && statuses.length < 4) {
    await form.getByRole('textbox', { name: 'Email' }).fill(STAFF_ACCOUNT.email);
    await form.getByRole('textbox', { name: 'Password' }).fill(`wrong ${statuses.length}`);
    const [answer] = await Promise.all([page.waitForResponse('**/api/login'), form.getByRole('button', { name: 'Login' }).click()]);
    statuses.push(answer.status());
  }
  expect(statuses).toEqual([401, 401, 429]);
  await expect(alert).toContainText('Too many attempts. Try again in 49 minutes.');
  await expect(alert).not.toContainText(/a little/);
  await page.screenshot({ path: '.tmp/screens/form-errors-login-429-phone.png', fullPage: true });
});

test('the free form refused for too many requests says at the form when to try again', async ({ page, request }) => {
  // This client's one free request of the window.
  const first = await request.post(`${shop.url}/api/free-soulmate`, {
    data: { name: 'Mira Vale', email: 'mira@example.com', birthdate: '1991-06-02', gender_preference: 'male', soulmate_trait: 'Gentle, witty and brave', question: 'Where will I meet my soulmate?' },
  });
  expect(first.status()).toBe(201);

  for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`${shop.url}/#free-reading`);
    const form = page.locator('#free-reading');
    await form.getByLabel('Your Name').fill('Stella Moon');
    await form.getByLabel('Email Address').fill(`stella-${name}@example.com`);
    await form.getByLabel('Date of Birth').fill('1994-07-28');
    await form.getByLabel('Who Are You Attracted To?').selectOption('female');
    await form.getByLabel('Your Soulmate’s Traits').fill('Gentle, adventurous and kind to animals');
    await form.getByLabel('Your Question About Love').fill('Will I meet my soulmate this year?');
    const button = form.getByRole('button', { name: 'Get My Free Reading' });
    await button.click();

    const alert = form.getByRole('alert');
    await expect(alert).toHaveText('Too many attempts. Try again in 49 minutes.');
    await expectAtTheButton(form, alert, button);
    await expect(openToasts(page)).toHaveCount(0);
    // What was typed stays, for the try after the wait.
    await expect(form.getByLabel('Your Name')).toHaveValue('Stella Moon');
    await alert.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `.tmp/screens/form-errors-free-429-${name}.png` });
  }
});
