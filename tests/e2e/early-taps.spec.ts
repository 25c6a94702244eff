import type { Page, Route } from '@playwright/test';
import { completedFreeReading } from '../factories';
import { expect, PHONE, test } from '../fixtures';

/**
 * On a slow phone a reading page paints from its HTML seconds before the app has hydrated its buttons.
 * A tap in between is kept: the button shows that it is waiting, and answers once the app has started
 * (pwa/src/lib/early-taps.ts). The app's scripts are held here until the test lets them through, so the
 * tap always comes before the app, whatever the machine's speed.
 */
test.use({ viewport: PHONE, hasTouch: true });

/** Holds every script but the page's own script tag (the boot script) until `release()`. */
async function holdAppScripts(page: Page, html: string) {
  const boot = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  expect(boot, 'the page has its one script tag').toBeTruthy();
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => {
    if (released || new URL(route.request().url()).pathname === boot) return route.continue();
    held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** Opens the page without waiting for the app (the fixture's goto waits for it): the boot script has run. */
async function openBeforeTheApp(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html[data-app-started]')).toHaveCount(0);
}

test('"Upgrade" tapped before the app has started shows it is waiting, then opens the checkout', async ({ page, request }) => {
  const code = await completedFreeReading(request, `early-upgrade-${Date.now()}@example.com`);
  const path = `/first-reading/${code}`;
  const release = await holdAppScripts(page, await (await request.get(path)).text());
  await openBeforeTheApp(page, path);

  // By its place: once the dialog is open, the page behind it is hidden from the accessibility tree.
  const upgrade = page.locator('[data-bottom-bar] button');
  await expect(upgrade).toHaveText(/^Upgrade/);
  await upgrade.tap();
  await expect(upgrade).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await release();
  // The checkout answers the tap by itself: its loading state, then its dialog.
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(upgrade).not.toHaveAttribute('aria-busy');
});

test('the menu tapped before the app has started opens once it has', async ({ page, request }) => {
  const code = await completedFreeReading(request, `early-menu-${Date.now()}@example.com`);
  const path = `/first-reading/${code}`;
  const release = await holdAppScripts(page, await (await request.get(path)).text());
  await openBeforeTheApp(page, path);

  // By its label: once the drawer is open, the page behind it is hidden from the accessibility tree.
  const menu = page.locator('header button[aria-label="Open menu"]');
  await menu.tap();
  await expect(menu).toHaveAttribute('aria-busy', 'true');

  await release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
});
