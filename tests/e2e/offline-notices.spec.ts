import type { BrowserContext, Page } from '@playwright/test';
import { readStore } from '../app-database';
import { allowServiceWorker, DESKTOP, PHONE, expect, test, waitForServiceWorker } from '../fixtures';
import { customerWithReading, dailySwitch } from '../horoscope-panel';
import { STAFF_ACCOUNT, type ShopServer } from '../server';

allowServiceWorker();

const SIZES = [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
] as const;

/**
 * How long a person coming out of a tunnel waits for the page to come back by itself, once the
 * connection and the server are there again: a few seconds (the app asks at the browser's `online`
 * event, so this is the request and a render, not a retry's backoff).
 */
const BACK_WITHIN = { timeout: 5_000 };

/**
 * A tunnel lasts longer than the app's own retries of a read (1 s, then 2 s): a page whose reads gave
 * up meanwhile must come back all the same. The wait is the scenario (time offline), not a guess at
 * the machine's speed; without it the server's restart alone decided whether a retry was still due.
 */
async function stayInTheTunnel(page: Page): Promise<void> {
  await page.waitForTimeout(5_000);
}

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
        await stayInTheTunnel(page);
        await shop.start();
        serverBack = true;
        await context.setOffline(false);
        await expect(page.getByRole('article')).toHaveCount(4, BACK_WITHIN);
        await expect(page.getByText("You're offline")).toHaveCount(0);
      } finally {
        await context.setOffline(false);
        if (!serverBack) await shop.start();
      }
    });
  });
}

/**
 * One screen opened with the server stopped and no connection, then the connection back with the
 * server up: `offline` checks what it says meanwhile, `back` what it shows once it has come back.
 */
interface Screen {
  path: string;
  offline: (page: Page) => Promise<void>;
  back: (page: Page) => Promise<void>;
}

const CUSTOMER_SCREENS: Screen[] = [
  {
    // The dashboard's orders and its horoscope panel stand on this device's last copy; its switch waits for the server.
    path: '/dashboard',
    offline: async (page) => {
      await expect(page.getByText('You are offline: these are your orders as this device last saw them.')).toBeVisible();
      await expect(dailySwitch(page)).toBeDisabled();
    },
    back: async (page) => {
      await expect(page.getByText(/You are offline/)).toHaveCount(0, BACK_WITHIN);
      await expect(dailySwitch(page)).toBeEnabled(BACK_WITHIN);
    },
  },
  {
    path: '/dashboard?tab=explore',
    offline: (page) => expectOfflineNotice(page, "The readings will load when you're back online."),
    back: async (page) => {
      await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible(BACK_WITHIN);
      await expect(page.getByText("You're offline")).toHaveCount(0);
    },
  },
  {
    path: '/order/soulmate-reading',
    offline: (page) => expectOfflineNotice(page, "This reading will load when you're back online."),
    back: async (page) => {
      await expect(page.getByLabel('Email Address')).toBeVisible(BACK_WITHIN);
      await expect(page.getByText("You're offline")).toHaveCount(0);
    },
  },
  {
    // Signed in: once the server can be asked, the login page says who, instead of the form.
    path: '/login',
    offline: (page) => expectOfflineNotice(page, "You can sign in when you're back online."),
    back: async (page) => {
      await expect(page.getByText('You are signed in as')).toBeVisible(BACK_WITHIN);
      await expect(page.getByText("You're offline")).toHaveCount(0);
    },
  },
];

/**
 * The tunnel: the server stopped and the browser offline, each screen open in its own tab meanwhile,
 * then both back. Every tab must come back by itself.
 */
async function walkOutOfTheTunnel(context: BrowserContext, shop: ShopServer, screens: Screen[]): Promise<Page[]> {
  await shop.stop();
  await context.setOffline(true);
  let serverBack = false;
  try {
    const tabs: Page[] = [];
    for (const screen of screens) {
      const tab = await context.newPage();
      tabs.push(tab);
      await tab.goto(screen.path);
      await test.step(`${screen.path} offline`, () => screen.offline(tab));
    }
    await stayInTheTunnel(tabs[0]!);
    await shop.start();
    serverBack = true;
    await context.setOffline(false);
    for (const [index, screen] of screens.entries()) {
      await test.step(`${screen.path} back`, () => screen.back(tabs[index]!));
    }
    return tabs;
  } finally {
    await context.setOffline(false);
    if (!serverBack) await shop.start();
  }
}

for (const { name: size, viewport } of SIZES) {
  test.describe(`back online at ${size} size`, () => {
    test.use({ viewport });

    test("a customer's dashboard, its horoscope switch, the order form and the login page come back by themselves", async ({ page, context, request, shop }) => {
      test.setTimeout(180_000);
      await customerWithReading(page, request, shop, `back-online-${size}`);
      await waitForServiceWorker(page);
      // What the dashboard shows offline is this device's last copy of the orders and the horoscope settings.
      await expect.poll(async () => (await readStore<{ key: string }>(page, 'readingCopies')).length).toBeGreaterThanOrEqual(2);

      const [dashboard] = await walkOutOfTheTunnel(context, shop, CUSTOMER_SCREENS);
      await dashboard!.bringToFront();
      await dashboard!.screenshot({ path: `.tmp/screens/back-online-dashboard-${size}.png`, fullPage: true });
    });
  });
}
