import { test as base, expect, type Page } from '@playwright/test';
import { APP_STARTED_ATTRIBUTE } from '../pwa/src/lib/app-started';
import { createShopServer, E2E_PORT_BASE, type ShopServer } from './server';

/**
 * `shop` is one server per Playwright worker (port E2E_PORT_BASE + worker index) with a fresh SQLite file;
 * `baseURL` points at it. `snap` saves a named picture under .tmp/screens for people to look at.
 */
export const test = base.extend<{ snap: (name: string) => Promise<void> }, { shop: ShopServer }>({
  shop: [
    // Playwright requires the destructuring form for a fixture that uses no other fixture.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const shop = createShopServer(E2E_PORT_BASE + workerInfo.workerIndex);
      await shop.start();
      await use(shop);
      await shop.stop();
    },
    // The shop's start has its own time, not the first test's (tests/server.ts says how long it may take).
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
  // A prerendered page shows its buttons before the app has hydrated them, and a click then
  // does nothing: every navigation waits until the app has started, as a visitor would wait to see the
  // page answer. Pages without the app (API answers, files) and 'commit' navigations do not wait.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') {
        await page.waitForFunction((attribute) => !document.getElementById('root') || document.documentElement.hasAttribute(attribute), APP_STARTED_ATTRIBUTE);
      }
      return response;
    };
    await use(page);
  },
  snap: async ({ page }, use) => {
    await use(async (name) => {
      await page.screenshot({ path: `.tmp/screens/${name}.png`, fullPage: true });
    });
  },
});

export { expect };

/**
 * For a test file whose journeys need the service worker (offline use, push, files it must let through):
 * playwright.config.ts blocks it everywhere else. Called once at the top of the test file.
 */
export function allowServiceWorker(): void {
  test.use({ serviceWorkers: 'allow' });
}

/**
 * Until the service worker controls the page. The page registers it 5 s after it has settled, and its
 * install precaches the whole shell (about 180 files), which takes seconds more on a busy machine
 * (pwa/src/lib/service-worker.ts): more than expect's default 10 s is allowed.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Logout, the site header's (the one on every page): in the bar from 1024 px, in the menu drawer below.
 */
export async function logOutFromHeader(page: Page): Promise<void> {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  }
}
