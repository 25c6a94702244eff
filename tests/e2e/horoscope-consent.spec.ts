import { join } from 'node:path';
import Database from 'better-sqlite3';
import { freeRequest } from '../factories';
import { DESKTOP, expect, PHONE, test } from '../fixtures';
import { latestMailTo, waitForMail } from '../mailbox';
import type { ShopServer } from '../server';

/** The inbox's daily horoscope subscription as the server keeps it, read from the shop's database. */
function subscriptionOf(shop: ShopServer, emailKey: string): { sign: string; unsubscribedAt: unknown } | undefined {
  const db = new Database(join(shop.dataDir, 'soulsketch.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT sign, unsubscribed_at AS unsubscribedAt FROM horoscope_subscriptions WHERE email_key = ?').get(emailKey) as
      | { sign: string; unsubscribedAt: unknown }
      | undefined;
  } finally {
    db.close();
  }
}

test('a visitor asks for a sign\'s horoscope by e-mail and it starts only once the inbox confirms', async ({ page, shop, snap }) => {
  const email = `consent-${Date.now()}@example.com`;
  await page.setViewportSize(PHONE);
  await page.goto('/horoscope/leo');
  const box = page.getByRole('region', { name: 'Get the Leo horoscope by e-mail' });
  await expect(box).toBeVisible();
  await box.scrollIntoViewIfNeeded();
  await snap('horoscope-subscribe-box-phone');
  await page.setViewportSize(DESKTOP);
  await box.scrollIntoViewIfNeeded();
  await snap('horoscope-subscribe-box-desktop');

  // A wrong address is said at the field.
  await box.getByLabel('Your e-mail').fill('not an address');
  await box.getByRole('button', { name: 'Send me the confirmation mail' }).click();
  await expect(box.getByText('Please enter a valid e-mail address.')).toBeVisible();

  await box.getByLabel('Your e-mail').fill(email);
  await box.getByRole('button', { name: 'Send me the confirmation mail' }).click();
  await expect(box.getByText('Check your inbox to confirm')).toBeVisible();
  await snap('horoscope-subscribe-box-sent-desktop');
  await page.setViewportSize(PHONE);
  await box.scrollIntoViewIfNeeded();
  await snap('horoscope-subscribe-box-sent-phone');
  expect(subscriptionOf(shop, email), 'nothing starts before the inbox confirms').toBeUndefined();

  const mail = await waitForMail(shop.dataDir, email, /^Confirm your daily horoscope$/);
  const link = mail.links.find((href) => href.startsWith(`${shop.url}/horoscope/confirm?token=`));
  expect(link, 'the mail carries the confirmation link').toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('button', { name: 'Confirm my daily horoscope' })).toBeVisible();
  expect(subscriptionOf(shop, email), 'opening the page changes nothing').toBeUndefined();
  await snap('horoscope-confirm-page-phone');
  await page.setViewportSize(DESKTOP);
  await snap('horoscope-confirm-page-desktop');

  await page.getByRole('button', { name: 'Confirm my daily horoscope' }).click();
  await expect(page.getByText('Your daily horoscope is confirmed')).toBeVisible();
  await expect(page.getByRole('link', { name: "Read today's Leo horoscope" })).toHaveAttribute('href', '/horoscope/leo');
  expect(subscriptionOf(shop, email)).toEqual({ sign: 'leo', unsubscribedAt: null });
  await snap('horoscope-confirmed-desktop');
  await page.setViewportSize(PHONE);
  await snap('horoscope-confirmed-phone');

  // The link works once.
  await page.goto(link!);
  await page.getByRole('button', { name: 'Confirm my daily horoscope' }).click();
  await expect(page.getByText('This link was used already')).toBeVisible();
});

test('the picker offers the same box with a sign to choose', async ({ page }) => {
  await page.goto('/horoscope');
  const box = page.getByRole('region', { name: 'Get your horoscope by e-mail' });
  // The picker is prerendered: its button waits for the app (a press before would be lost).
  await expect(box.getByRole('button', { name: 'Send me the confirmation mail' })).toBeEnabled();
  await box.getByLabel('Your e-mail').fill(`picker-${Date.now()}@example.com`);
  await box.getByRole('button', { name: 'Send me the confirmation mail' }).click();
  await expect(box.getByText('Please choose your sign.')).toBeVisible();
  await box.getByLabel('Your sign').selectOption('virgo');
  await box.getByRole('button', { name: 'Send me the confirmation mail' }).click();
  await expect(box.getByText('Check your inbox to confirm')).toBeVisible();
});

test('a stranger holding a request code cannot start the horoscope for its address', async ({ page, shop }) => {
  const victim = `victim-${Date.now()}@example.com`;
  const code = await freeRequest(page.request, victim, 'Vera Victim');
  for (const path of [`/api/readings/${code}`, `/api/orders/${code}`]) {
    const answer = await page.request.patch(path, { data: { horoscopeSubscription: true, timeZone: 'Pacific/Kiritimati' } });
    expect(answer.status()).toBe(200);
  }
  // The day's send, whatever the hour: nothing goes to the address, which never said yes.
  await shop.runScript('scripts/horoscope-send.ts');
  expect(subscriptionOf(shop, victim)).toBeUndefined();
  expect(latestMailTo(shop.dataDir, victim, /horoscope for /)).toBeUndefined();
});
