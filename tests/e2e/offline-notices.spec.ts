import type { Page } from '@playwright/test';
import { allowServiceWorker, DESKTOP, PHONE, expect, test, waitForServiceWorker } from '../fixtures';
import { STAFF_ACCOUNT } from '../server';

allowServiceWorker();

const SIZES = [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
] as const;

/** The shared notice: a status that says so plainly, with what still works and when the page loads. */
async function expectOfflineNotice(page: Page, whenBackOnline: string): Promise<void> {
  const notice = page.getByRole('status').filter({ hasText: "You're offline" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('still open');
  await expect(notice).toContainText(whenBackOnline);
  await expect(page.getByText(/unable to load|try again/i)).toHaveCount(0);
}

for (const { name: size, viewport } of SIZES) {
  test.describe(`offline notices at ${size} size`, () => {
    test.use({ viewport });

    test('the catalogue, the order form and the login page say "You\'re offline" with the server stopped', async ({ page, context, shop, snap }) => {
      test.setTimeout(90_000);
      // Signed in once on this device: the login page would ask the server who is signed in.
      await page.goto('/login');
      await page.getByLabel('Email').fill(STAFF_ACCOUNT.email);
      await page.getByLabel(/^Password/).fill(STAFF_ACCOUNT.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).not.toHaveURL(/\/login/);
      await waitForServiceWorker(page);

      // The server unreachable while the device is online: its first "who is signed in?" finds no answer
      // and every later try hangs. The form shows after that first failure, not after the retries.
      let signInChecks = 0;
      await page.route('**/api/me', async (route) => {
        signInChecks += 1;
        if (signInChecks === 1) await route.abort('connectionrefused');
        // Later tries are left unanswered: a form that waited for them would never show.
      });
      await page.goto('/login');
      await expect(page.getByLabel('Email')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      // Whether "Checking your sign-in..." ever shows on the login page, noted by the page itself.
      await page.addInitScript(() => {
        const seen = () => document.body?.textContent?.includes('Checking your sign-in') ?? false;
        new MutationObserver(() => {
          if (seen()) (window as unknown as { sawSignInCheck: boolean }).sawSignInCheck = true;
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });

      await shop.stop();
      await context.setOffline(true);
      let serverBack = false;
      try {
        await page.goto('/products');
        await expect(page.getByRole('heading', { name: 'Explore Our Readings' })).toBeVisible();
        await expectOfflineNotice(page, "The readings will load when you're back online.");
        await snap(`offline-notice-products-${size}`);

        await page.goto('/order/soulmate-reading');
        await expectOfflineNotice(page, "This reading will load when you're back online.");
        await snap(`offline-notice-order-${size}`);

        await page.goto('/login');
        await expectOfflineNotice(page, "You can sign in when you're back online.");
        await expect(page.getByLabel('Email')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { sawSignInCheck?: boolean }).sawSignInCheck ?? false), 'the form shows without a sign-in check first').toBe(false);
        await snap(`offline-notice-login-${size}`);

        // Back online, the catalogue loads by itself, with no reload.
        await page.goto('/products');
        await expectOfflineNotice(page, "The readings will load when you're back online.");
        await shop.start();
        serverBack = true;
        await context.setOffline(false);
        await expect(page.getByRole('article')).toHaveCount(4);
        await expect(page.getByText("You're offline")).toHaveCount(0);
      } finally {
        await context.setOffline(false);
        if (!serverBack) await shop.start();
      }
    });
  });
}
