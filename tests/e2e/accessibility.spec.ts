import type { Page } from '@playwright/test';
import { expectNoViolations, expectNoViolationsAtEachWidth, waitUntilSettled } from '../axe';
import { completedFreeReading, customerWithOrders, freeRequest, placeOrderSignedIn, setPasswordAndLogIn } from '../factories';
import { expect, PHONE, test } from '../fixtures';

/**
 * axe finds nothing against WCAG 2.1 AA and its best practices on the pages visitors and customers
 * see most, on a phone (390 px) and a desktop (1280 px), each once it has its content.
 */

test('the home page', async ({ page }) => {
  await expectNoViolationsAtEachWidth(page, '/', (page) => page.getByRole('heading', { level: 1 }));
});

test('the first reading page and the sales page of a completed free reading', async ({ page }) => {
  const code = await completedFreeReading(page.request, `axe-reading-${Date.now()}@example.com`);
  await expectNoViolationsAtEachWidth(page, `/first-reading/${code}`, (page) => page.getByText('The cards see a meeting before spring.'));
  await expectNoViolationsAtEachWidth(page, `/sales/${code}`, (page) => page.getByText('Traits you asked for'));
});

test('the thank-you pages, before and after the e-mail is confirmed', async ({ page }) => {
  const code = await freeRequest(page.request, `axe-thanks-${Date.now()}@example.com`, 'Aurora Lane');
  await expectNoViolationsAtEachWidth(page, `/thank-you/${code}`, (page) => page.getByText('What to Expect Next'));
  expect((await page.request.post(`/api/readings/confirm/${code}`, { data: {} })).status()).toBe(200);
  await expectNoViolationsAtEachWidth(page, `/thank-you-confirmed/${code}`, (page) => page.getByText('Your reading request has been confirmed!'));
});

test("a signed-in customer's dashboard with orders", async ({ page, request, shop }) => {
  // Two payments and a reading completed, then twelve pages analysed: about 40 s on a quiet machine.
  test.setTimeout(120_000);
  const customer = await customerWithOrders(request, shop);
  await setPasswordAndLogIn(page, customer.link, customer.email);
  // And one unpaid, so no tab shows only its empty state.
  await placeOrderSignedIn(page, customer.email);
  const panelTitle = (page: Page) => page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first();
  await expectNoViolationsAtEachWidth(page, '/dashboard', panelTitle);
  // Each tab's panel is built only while it is open (the one /dashboard opens depends on the orders).
  for (const tab of ['ready', 'in-progress', 'needs-info', 'needs-payment', 'explore']) {
    await expectNoViolationsAtEachWidth(page, `/dashboard?tab=${tab}`, panelTitle);
  }
});

test("the site menu's drawer on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await waitUntilSettled(page, page.getByRole('dialog').getByRole('link', { name: 'Daily Horoscope' }));
  await expectNoViolations(page, '/ with the menu open at 390 px');
});

test('the catalogue', async ({ page }) => {
  await expectNoViolationsAtEachWidth(page, '/products', (page) => page.getByRole('heading', { name: 'How It Works' }));
});

test("the horoscope's sign picker for a visitor", async ({ page }) => {
  await expectNoViolationsAtEachWidth(page, '/horoscope', (page) => page.getByRole('navigation', { name: 'Zodiac signs' }));
});

test("a sign's daily horoscope", async ({ page }) => {
  await expectNoViolationsAtEachWidth(page, '/horoscope/scorpio', (page) => page.getByRole('tabpanel').getByRole('heading', { level: 2 }));
});
