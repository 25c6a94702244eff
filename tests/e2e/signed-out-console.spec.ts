import type { Page } from '@playwright/test';
import { freeRequest } from '../factories';
import { expect, test } from '../fixtures';

/**
 * A visitor who is not signed in is no error: the pages they open may ask who is signed in, and the
 * answer ("nobody") must not show up in the browser's console as a refused request.
 */

/** What the page logs as errors, and the status of every `/api/me` answer it got. */
function watch(page: Page): { errors: string[]; meStatuses: number[] } {
  const seen = { errors: [] as string[], meStatuses: [] as number[] };
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/me') seen.meStatuses.push(response.status());
  });
  return seen;
}

test('the home page, signed out, logs no refused request', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.errors.filter((text) => /401|Unauthorized/i.test(text))).toEqual([]);
  expect(seen.meStatuses.filter((status) => status !== 200)).toEqual([]);
});

test('a reading\'s thank-you page, signed out, logs no refused request', async ({ page, request }) => {
  // Made through its own request context: the browser stays signed out. Its thank-you page offers
  // notifications, which asks who is signed in.
  const code = await freeRequest(request, `signed-out-${Date.now()}@example.com`, 'Sol Signed-Out');
  await request.post(`/api/readings/confirm/${code}`, { data: {} });
  const seen = watch(page);
  await page.goto(`/thank-you-confirmed/${code}`);
  await expect(page.getByRole('heading', { name: 'Thank You for Your Submission' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.meStatuses.length, 'the page asked who is signed in').toBeGreaterThan(0);
  expect(seen.errors.filter((text) => /401|Unauthorized/i.test(text))).toEqual([]);
  expect(seen.meStatuses.filter((status) => status !== 200)).toEqual([]);
});
