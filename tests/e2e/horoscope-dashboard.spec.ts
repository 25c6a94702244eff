import { HOROSCOPE_NO_CHANNEL_MESSAGE } from '@shared/schemas/horoscope';
import { REMEMBERED_SIGN_KEY } from '../../pwa/src/features/horoscope/lib/remembered-sign';
import { byEmail, customerWithReading, dailySwitch, horoscopePanel, horoscopeSettings, onThisDevice, snapPanel } from '../horoscope-panel';
import { DESKTOP, expect, logOutFromHeader, test } from '../fixtures';
import { STAFF_ACCOUNT } from '../server';

test.use({ viewport: DESKTOP });

test('a customer turns the daily horoscope on, keeps it after a reload, cannot leave it with no way to arrive, and turns it off', async ({ page, request, shop, snap }) => {
  test.setTimeout(90_000);
  await customerWithReading(page, request, shop, 'panel');
  const panel = horoscopePanel(page);
  await expect(panel.getByText('Gemini', { exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: "Read today's horoscope" })).toHaveAttribute('href', '/horoscope');

  // The panel shows what the server has: a reading may have subscribed the inbox already.
  const before = await horoscopeSettings(page);
  expect(before.sign).toBe('gemini');
  await expect(dailySwitch(page)).toHaveAttribute('aria-checked', String(before.subscribed));
  if (before.subscribed) {
    await dailySwitch(page).click();
    await expect(dailySwitch(page)).toHaveAttribute('aria-checked', 'false');
  }
  await expect(byEmail(page)).toHaveCount(0);
  await snapPanel(page, 'horoscope-panel-off');

  // On, in this browser's zone; e-mail is its way, and this browser has no notifications to offer.
  await dailySwitch(page).click();
  await expect(dailySwitch(page)).toHaveAttribute('aria-checked', 'true');
  await expect(byEmail(page)).toBeChecked();
  await expect(panel.getByText('Every morning at 7:00 your time.')).toBeVisible();
  await expect(onThisDevice(page)).toHaveCount(0);
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(await horoscopeSettings(page)).toMatchObject({ subscribed: true, byEmail: true, timeZone: zone, pushDeviceIds: [] });
  await snapPanel(page, 'horoscope-panel-on');
  await snap('horoscope-panel-dashboard-1280');

  await page.reload();
  await expect(dailySwitch(page)).toHaveAttribute('aria-checked', 'true');

  // Without e-mail and with no device it would arrive nowhere: the server refuses, in its words, and nothing changes.
  await byEmail(page).click();
  await expect(panel.getByRole('alert')).toHaveText(HOROSCOPE_NO_CHANNEL_MESSAGE);
  await expect(byEmail(page)).toBeChecked();
  expect(await horoscopeSettings(page)).toMatchObject({ subscribed: true, byEmail: true });
  await snapPanel(page, 'horoscope-panel-no-channel');

  // Keyboard: the switch is a Tab stop with a visible focus, and Space turns it off.
  await dailySwitch(page).focus();
  await expect(dailySwitch(page)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dailySwitch(page)).toHaveAttribute('aria-checked', 'false');
  // The answer came back to a switch that kept the focus (it is never disabled while saving).
  await expect(dailySwitch(page)).toBeFocused();
  await horoscopePanel(page).screenshot({ path: '.tmp/screens/horoscope-panel-focus-1280.png' });
  await expect(panel.getByRole('alert')).toHaveCount(0);
  expect(await horoscopeSettings(page)).toMatchObject({ subscribed: false });

  // `/horoscope` opens the account's sign, which is not kept as this device's hand-picked sign...
  await page.goto('/horoscope');
  await expect(page).toHaveURL(/\/horoscope\/gemini$/);
  await expect(page.getByText('Gemini: today and the week ahead.')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), REMEMBERED_SIGN_KEY)).toBeNull();
  // ...while a sign picked by hand still opens.
  await page.getByRole('link', { name: /Leo/ }).click();
  await expect(page).toHaveURL(/\/horoscope\/leo$/);
  await expect(page.getByText('Leo: today and the week ahead.')).toBeVisible();

  // Once the account has left the device, /horoscope opens the sign picked by hand on it, not the account's.
  await page.goto('/dashboard');
  await logOutFromHeader(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/horoscope');
  await expect(page).toHaveURL(/\/horoscope\/leo$/);
});

test('an account without a reading is shown the way to one; a failed load offers a retry; no_birth_date is explained', async ({ page, snap }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(STAFF_ACCOUNT.email);
  await page.getByLabel(/^Password/).fill(STAFF_ACCOUNT.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // A failed load says so, with a retry.
  await page.route('**/api/account/horoscope', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await page.goto('/dashboard');
  const panel = horoscopePanel(page);
  await expect(panel.getByRole('alert')).toContainText('could not be loaded', { timeout: 15_000 });
  await page.unroute('**/api/account/horoscope');
  await panel.getByRole('button', { name: 'Retry' }).click();

  // No reading with a birth date: nothing to switch, the way to the free reading, or a sign to choose.
  await expect(panel.getByText(/follows the birth date of your reading/)).toBeVisible();
  await expect(dailySwitch(page)).toHaveCount(0);
  await expect(panel.getByLabel('Your sign')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Get your free reading' })).toHaveAttribute('href', '/#free-reading');
  await snapPanel(page, 'horoscope-panel-no-sign');
  await snap('horoscope-panel-no-sign-page-390');

  // A sign the page believed in, gone by the time of the click: the server's 409 is explained the same way.
  await page.route('**/api/account/horoscope', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ sign: 'leo', subscribed: false, byEmail: true, pushDeviceIds: [], timeZone: null }) })
      : route.fallback(),
  );
  await page.reload();
  await expect(dailySwitch(page)).toHaveAttribute('aria-checked', 'false');
  await page.unroute('**/api/account/horoscope');
  await dailySwitch(page).click();
  await expect(panel.getByText(/follows the birth date of your reading/)).toBeVisible();
  await expect(dailySwitch(page)).toHaveCount(0);
});
