import type { Page } from '@playwright/test';
import { dailyHoroscope } from '@shared/domain/daily-horoscope';
import { localDate } from '@shared/domain/daily-schedule';
import { longDate } from '@shared/domain/long-date';
import { REMEMBERED_SIGN_KEY } from '../../pwa/src/features/horoscope/lib/remembered-sign';
import { readStore } from '../app-database';
import { allowServiceWorker, DESKTOP, expect, PHONE, test, waitForServiceWorker } from '../fixtures';
import { customerWithReading, dailySwitch, horoscopePanel, snapPanel } from '../horoscope-panel';

allowServiceWorker();

/** Nothing is wider than a phone's screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** Today as the page counts it: the browser's own time zone, read from the browser. */
async function browserToday(page: Page): Promise<string> {
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  return localDate(timeZone, new Date());
}

test('a visitor picks a sign and reads its horoscope for today, and the next visit opens on that sign', async ({ page, snap }) => {
  // The picker is prerendered: the app must adopt its HTML as it is.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize(PHONE);
  await page.goto('/horoscope');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily Horoscope');
  await expect(page.getByRole('navigation', { name: 'Zodiac signs' }).getByRole('link')).toHaveCount(12);
  await snap('horoscope-picker-phone');
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(DESKTOP);
  await snap('horoscope-picker-desktop');
  expect(errors).toEqual([]);

  await page.getByRole('link', { name: /Scorpio/ }).click();
  await expect(page).toHaveURL(/\/horoscope\/scorpio$/);
  const today = await browserToday(page);
  await expect(page.getByRole('heading', { name: longDate(today) })).toBeVisible();
  await expect(page.getByText(dailyHoroscope('scorpio', today).paragraphs[0]!)).toBeVisible();
  await snap('horoscope-sign-desktop');
  await page.setViewportSize(PHONE);
  await snap('horoscope-sign-phone');
  await expectNoSidewaysScroll(page);

  // The coming days: the second tab is tomorrow, with tomorrow's text.
  const tabs = page.getByRole('tablist', { name: 'Day' }).getByRole('tab');
  await expect(tabs).toHaveCount(7);
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).not.toHaveText(longDate(today));

  // The remembered sign: the picker's address opens on it.
  await page.goto('/horoscope');
  await expect(page).toHaveURL(/\/horoscope\/scorpio$/);
  await expect(page.getByText(dailyHoroscope('scorpio', today).paragraphs[0]!)).toBeVisible();
});

test('the horoscope opens with the server stopped and the browser offline, after one visit', async ({ page, context, shop }) => {
  await page.goto('/horoscope');
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: /Aquarius/ }).click();
  await expect(page).toHaveURL(/\/horoscope\/aquarius$/);
  const today = await browserToday(page);

  await shop.stop();
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: longDate(today) })).toBeVisible();
    await expect(page.getByText(dailyHoroscope('aquarius', today).paragraphs[0]!)).toBeVisible();

    // The picker itself, and a sign not opened before.
    await page.goto('/horoscope');
    await expect(page).toHaveURL(/\/horoscope\/aquarius$/);
    await page.getByRole('link', { name: /Gemini/ }).click();
    await expect(page.getByText(dailyHoroscope('gemini', today).paragraphs[0]!)).toBeVisible();
  } finally {
    await context.setOffline(false);
    await shop.start();
  }
});

test("a signed-in customer's /horoscope opens their sign offline too, and forgets it when they leave the device", async ({ page, request, shop }) => {
  test.setTimeout(90_000);
  await customerWithReading(page, request, shop, 'offline');
  await waitForServiceWorker(page);
  await page.goto('/horoscope');
  await expect(page).toHaveURL(/\/horoscope\/gemini$/);
  // The account's settings are kept as the account's copy on this device, not as the device's sign.
  const settingsCopies = async () => (await readStore<{ key: string; accountId: string }>(page, 'readingCopies')).filter((copy) => copy.key.includes('horoscope'));
  await expect.poll(async () => (await settingsCopies()).map((copy) => copy.accountId)).toEqual([expect.stringMatching(/^\d+$/)]);
  expect(await page.evaluate((key) => localStorage.getItem(key), REMEMBERED_SIGN_KEY)).toBeNull();

  await shop.stop();
  await page.context().setOffline(true);
  try {
    await page.goto('/horoscope');
    await expect(page).toHaveURL(/\/horoscope\/gemini$/);
    await expect(page.getByText('Gemini: today and the week ahead.')).toBeVisible();
    // The dashboard's panel shows the settings as last seen, and says why they cannot be changed now.
    await page.goto('/dashboard');
    await expect(horoscopePanel(page).getByText(/You are offline: your daily horoscope can be changed when you are back online/)).toBeVisible();
    await expect(dailySwitch(page)).toBeDisabled();
    await snapPanel(page, 'horoscope-panel-offline');
  } finally {
    await page.context().setOffline(false);
    await shop.start();
  }

  // Signed out: the copy goes with the account, and /horoscope keeps the picker.
  await page.goto('/dashboard');
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(settingsCopies).toEqual([]);
  await page.goto('/horoscope');
  await expect(page.getByRole('navigation', { name: 'Zodiac signs' })).toBeVisible();
  await expect(page).toHaveURL(/\/horoscope$/);
});

test('the unsubscribe page acts only on its button, and can subscribe again', async ({ page, snap }) => {
  // The API's side is built apart: its answers are stood in for here.
  const calls: string[] = [];
  await page.route(/\/api\/horoscope\/(unsubscribe|resubscribe)\?/, async (route) => {
    const url = new URL(route.request().url());
    calls.push(`${route.request().method()} ${url.pathname}?${url.searchParams}`);
    if (url.searchParams.get('token') === 'good-token') await route.fulfill({ status: 200, json: { ok: true } });
    else await route.fulfill({ status: 400, json: { error: { code: 'bad_request', message: 'Invalid token' } } });
  });

  await page.setViewportSize(PHONE);
  await page.goto('/horoscope/unsubscribe?token=good-token');
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls, 'opening the page changes nothing').toEqual([]);
  await snap('horoscope-unsubscribe-phone');

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You are unsubscribed')).toBeVisible();
  expect(calls).toEqual(['POST /api/horoscope/unsubscribe?token=good-token']);
  await page.setViewportSize(DESKTOP);
  await snap('horoscope-unsubscribed-desktop');

  await page.getByRole('button', { name: 'Subscribe again' }).click();
  await expect(page.getByText('You are subscribed again')).toBeVisible();
  expect(calls).toEqual(['POST /api/horoscope/unsubscribe?token=good-token', 'POST /api/horoscope/resubscribe?token=good-token']);

  await page.goto('/horoscope/unsubscribe?token=mangled');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('This unsubscribe link is not valid')).toBeVisible();
  await snap('horoscope-unsubscribe-bad-link-desktop');
});
