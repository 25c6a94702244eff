import type { APIRequestContext, Page } from '@playwright/test';
import type { HoroscopeSettings } from '@shared/schemas/horoscope';
import { freeRequest, payInSandbox, setPasswordAndLogIn, setPasswordLink } from './factories';
import { DESKTOP, expect, PHONE } from './fixtures';
import type { ShopServer } from './server';

/** The dashboard's daily horoscope panel, and its controls by their names. */
export const horoscopePanel = (page: Page) => page.getByRole('region', { name: 'Daily Horoscope' });
export const dailySwitch = (page: Page) => horoscopePanel(page).getByRole('switch', { name: 'Send me my horoscope' });
export const byEmail = (page: Page) => horoscopePanel(page).getByRole('checkbox', { name: 'By e-mail' });
export const onThisDevice = (page: Page) => horoscopePanel(page).getByRole('checkbox', { name: 'Notifications on this device' });

/** The settings as the server has them, asked with the page's session. */
export async function horoscopeSettings(page: Page): Promise<HoroscopeSettings> {
  const answer = await page.request.get('/api/account/horoscope');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as HoroscopeSettings;
}

/** A customer whose paid reading has a birth date (June 2: Gemini), signed in on the dashboard. */
export async function customerWithReading(page: Page, request: APIRequestContext, shop: ShopServer, tag: string): Promise<string> {
  const email = `horoscope-${tag}-${Date.now()}@example.com`;
  await payInSandbox(request, await freeRequest(request, email, 'Gemma Stars'));
  await setPasswordAndLogIn(page, await setPasswordLink(shop, email), email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/** The panel at both widths, scrolled into view (.tmp/screens/{name}-390.png and -1280.png). */
export async function snapPanel(page: Page, name: string): Promise<void> {
  for (const [width, viewport] of [
    [390, PHONE],
    [1280, DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await horoscopePanel(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `.tmp/screens/${name}-${width}.png` });
  }
}
