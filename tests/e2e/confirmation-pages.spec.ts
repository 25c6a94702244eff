import type { APIRequestContext } from '@playwright/test';
import { PHONE, expect, test } from '../fixtures';
import { latestMailTo } from '../mailbox';

async function requestReading(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/free-soulmate', {
    data: {
      name: 'Aurora Lane',
      email,
      birthdate: '1991-04-02',
      gender_preference: 'male',
      soulmate_trait: 'Warm, honest and loves long walks',
      question: 'How will I recognise my soulmate when we meet?',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { order: { requestCode: string } }).order.requestCode;
}

test.use({ viewport: PHONE });

test('the direct confirmation link confirms and shows the confirmed thank-you page', async ({ page }) => {
  const code = await requestReading(page.request, `direct-${Date.now()}@example.com`);
  await page.goto(`/direct-confirm/${code}`);
  await expect(page).toHaveURL(new RegExp(`/thank-you-confirmed/${code}$`));
  await expect(page.getByText('Your reading request has been confirmed!')).toBeVisible();
  await expect(page.getByText('How will I recognise my soulmate when we meet?').first()).toBeVisible();
  await expect(page.getByText('Aries').first()).toBeVisible();
  expect((await (await page.request.get(`/api/readings/by-code/${code}`)).json()).confirmed).toBe(true);
});

test('the unconfirmed thank-you page asks for the e-mail confirmation', async ({ page, snap }) => {
  const code = await requestReading(page.request, `unconfirmed-${Date.now()}@example.com`);
  await page.goto(`/thank-you/${code}`);
  await expect(page.getByText('Important!')).toBeVisible();
  await expect(page.getByText('What to Expect Next')).toBeVisible();
  await expect(page.getByText('Personal Horoscope Preview')).toBeVisible();
  await snap('thank-you-phone');
});

test('the order page shows the request and asks for the horoscope with an inline message', async ({ page, snap }) => {
  const code = await requestReading(page.request, `order-${Date.now()}@example.com`);
  await page.goto(`/request/${code}`);
  await expect(page.getByRole('heading', { name: 'Request Confirmed!' })).toBeVisible();
  await expect(page.getByText('How will I recognise my soulmate when we meet?').first()).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe to Daily Horoscope' }).click();
  // A request code proves nothing about the address: the inbox is asked to confirm.
  await expect(page.getByText('Check your inbox to confirm your daily horoscope.')).toBeVisible();
  await snap('request-page-phone');

  await page.goto('/request/REQ-0000-0000-0000-0000-0000-0000-0000');
  await expect(page.getByText('Order Not Found')).toBeVisible();
});

test('the confirmation variant confirms when the status says success', async ({ page }) => {
  const code = await requestReading(page.request, `variant-${Date.now()}@example.com`);
  await page.goto(`/confirm-page?code=${code}&status=success`);
  await expect(page.getByRole('heading', { name: 'Request Confirmed!' })).toBeVisible();
  await expect.poll(async () => (await (await page.request.get(`/api/readings/by-code/${code}`)).json()).confirmed).toBe(true);

  await page.goto('/confirm-page?code=REQ-0000-0000-0000-0000-0000-0000-0000&status=success');
  await expect(page.getByText('Reading Not Found')).toBeVisible();
});

test('a visitor asks for the confirmation e-mail again, and the answer never reveals the address', async ({ page, shop, snap }) => {
  const email = `resend-${Date.now()}@example.com`;
  const code = await requestReading(page.request, email);
  await expect.poll(() => latestMailTo(shop.dataDir, email)?.subject).toBe('Confirm your free soulmate reading request');

  for (const address of [email, `stranger-${Date.now()}@example.com`]) {
    await page.goto('/confirm-request');
    await page.getByLabel(/e-?mail/i).fill(address);
    await page.getByRole('button', { name: 'Send Confirmation Link' }).click();
    await expect(page.getByText("If a request exists for that address, we've sent a new confirmation link.", { exact: false })).toBeVisible();
  }
  await snap('confirm-request-phone');
  await expect.poll(() => latestMailTo(shop.dataDir, email)?.links.some((link) => link.endsWith(`/confirm?code=${code}`))).toBe(true);
});

test('the policy pages are dated and complete', async ({ page, snap }) => {
  for (const [path, heading] of [
    ['/privacy-policy', /Privacy Policy/],
    ['/terms-of-service', /Terms of Service/],
    ['/disclaimer', /Disclaimer/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/^Last Updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/\[[A-Z _]+\]|TODO|lorem ipsum/i);
  }
  await expect(page.getByText(/entertainment/i).first()).toBeVisible();
  await snap('disclaimer-phone');
});
