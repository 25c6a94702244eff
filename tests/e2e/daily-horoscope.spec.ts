import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { dailyHoroscope } from '@shared/domain/daily-horoscope';
import { localDate } from '@shared/domain/daily-schedule';
import { longDate } from '@shared/domain/long-date';
import { REMEMBERED_SIGN_KEY } from '../../pwa/src/features/horoscope/lib/remembered-sign';
import { readStore } from '../app-database';
import { freeRequest } from '../factories';
import { allowServiceWorker, DESKTOP, expect, logOutFromHeader, PHONE, test, waitForServiceWorker } from '../fixtures';
import { customerWithReading, dailySwitch, horoscopePanel, snapPanel } from '../horoscope-panel';
import { waitForMail } from '../mailbox';
import type { ShopServer } from '../server';

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
  await logOutFromHeader(page);
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(settingsCopies).toEqual([]);
  await page.goto('/horoscope');
  await expect(page.getByRole('navigation', { name: 'Zodiac signs' })).toBeVisible();
  await expect(page).toHaveURL(/\/horoscope$/);
});

interface StoredSubscription {
  sign: string;
  timeZone: string;
  unsubscribedAt: unknown;
}

/** The inbox's daily horoscope subscription as the server keeps it, read from the shop's database. */
function subscriptionOf(shop: ShopServer, email: string): StoredSubscription | undefined {
  const db = new Database(join(shop.dataDir, 'soulsketch.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT sign, time_zone AS timeZone, unsubscribed_at AS unsubscribedAt FROM horoscope_subscriptions WHERE email = ?')
      .get(email) as StoredSubscription | undefined;
  } finally {
    db.close();
  }
}

// From 07:00 until midnight today's goes out at the server's next tick; before 07:00 it comes at 07:00.
const FIRST_ONE = /^Your first one arrives (within a few minutes|today at 7:00\sAM), then every morning at 7:00 your time\.$/;

test('a subscriber leaves from the daily mail\'s link with one press, and can subscribe again', async ({ page, shop, snap }) => {
  const email = `daily-${Date.now()}@example.com`;
  const code = await freeRequest(page.request, email, 'Vega Daily'); // born 2 June: Gemini
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

  // The confirmation page offers the horoscope and says when the first one comes.
  await page.setViewportSize(PHONE);
  await page.goto(`/confirm?code=${code}`);
  await expect(page.getByRole('heading', { name: 'Request Confirmed!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Daily Horoscope', exact: true })).toBeVisible();
  await expect(page.getByText(FIRST_ONE)).toBeVisible();
  await snap('subscribe-box-offer-phone');
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(DESKTOP);
  await snap('subscribe-box-offer-desktop');

  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Subscribe to Daily Horoscope' }).click();
  // The code in the page is no proof of the address: the box says a mail was sent to confirm, and
  // nothing starts before its link is used.
  await expect(page.getByText('Check your inbox').first()).toBeVisible();
  await expect(page.getByText('Check your inbox to confirm.')).toBeVisible();
  await snap('subscribe-box-subscribed-desktop');
  await page.setViewportSize(PHONE);
  await snap('subscribe-box-subscribed-phone');
  expect(subscriptionOf(shop, email)).toBeUndefined();
  await page.reload();
  await expect(page.getByText('Check your inbox to confirm.')).toBeVisible();

  const consent = await waitForMail(shop.dataDir, email, /^Confirm your daily horoscope$/);
  await page.goto(consent.links.find((href) => href.includes('/horoscope/confirm?token='))!);
  await page.getByRole('button', { name: 'Confirm my daily horoscope' }).click();
  await expect(page.getByText('Your daily horoscope is confirmed')).toBeVisible();
  expect(subscriptionOf(shop, email)).toEqual({ sign: 'gemini', timeZone, unsubscribedAt: null });

  // The day's send, as `npm run horoscope:send` runs it beside the server, whatever the hour; the server's
  // own minute tick may queue the same day, and the mail still goes once.
  await shop.runScript('scripts/horoscope-send.ts');
  const mail = await waitForMail(shop.dataDir, email, /^Your Gemini horoscope for /);
  const link = mail.links.find((href) => href.startsWith(`${shop.url}/api/horoscope/unsubscribe?token=`));
  expect(link, 'the mail shows its unsubscribe link').toBeTruthy();

  // The link's GET changes nothing and leads to the page, where one button does it.
  await page.goto(link!);
  await expect(page).toHaveURL(/\/horoscope\/unsubscribe\?token=/);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await expect(main.getByRole('button')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(subscriptionOf(shop, email)?.unsubscribedAt, 'opening the page changes nothing').toBeNull();
  await snap('horoscope-unsubscribe-phone');
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(DESKTOP);
  await snap('horoscope-unsubscribe-desktop');

  await main.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You are unsubscribed')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Subscribe again' })).toBeVisible();
  expect(subscriptionOf(shop, email)?.unsubscribedAt).not.toBeNull();
  await snap('horoscope-unsubscribed-desktop');
  await page.setViewportSize(PHONE);
  await snap('horoscope-unsubscribed-phone');
  await expectNoSidewaysScroll(page);

  // The used link, opened again, says it is done and offers "Subscribe again".
  await page.goto(link!);
  await expect(page.getByText('You are unsubscribed')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await snap('horoscope-unsubscribe-used-link-phone');

  await main.getByRole('button', { name: 'Subscribe again' }).click();
  await expect(page.getByText('You are subscribed again')).toBeVisible();
  expect(subscriptionOf(shop, email)?.unsubscribedAt).toBeNull();
  await snap('horoscope-resubscribed-phone');

  // A link the server did not make says so as it opens, and changes nothing.
  await page.goto('/horoscope/unsubscribe?token=mangled');
  await expect(page.getByText('This unsubscribe link is not valid')).toBeVisible();
  expect(subscriptionOf(shop, email)?.unsubscribedAt).toBeNull();
  await page.setViewportSize(DESKTOP);
  await snap('horoscope-unsubscribe-bad-link-desktop');
});
