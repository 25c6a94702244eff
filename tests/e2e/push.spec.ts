import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { completeAsStaff, customerWithOrders, freeRequest, setPasswordAndLogIn } from '../factories';
import { allowServiceWorker, DESKTOP, PHONE, expect, test, waitForServiceWorker } from '../fixtures';
import { fakePushManager, fakeSubscription, hangingPushManager } from '../push-stand-in';
import { STAFF_ACCOUNT } from '../server';

allowServiceWorker();

/**
 * Web push in Chromium, with the page's PushManager stood in (tests/push-stand-in.ts). Everything past
 * it is real: the opt-in, the API storing the device, the server queuing the push, and the service worker
 * showing the pushed message, delivered to it over the DevTools protocol as the browser's push service would.
 */

const optIn = (page: Page) => page.getByRole('region', { name: 'Reading notifications' });
const NOTIFY_ME = 'Notify me when my reading is ready';

/** The opt-in card as the customer sees it: the screen it is on, scrolled to it (.tmp/screens/). */
async function snapCard(page: Page, name: string): Promise<void> {
  // Across 1024 px the dashboard moves the card (above the orders, or after them): right after a resize
  // it may still be moving, so the scroll is tried until it holds on the card in its new place.
  await expect(async () => optIn(page).scrollIntoViewIfNeeded({ timeout: 1_000 })).toPass({ timeout: 10_000 });
  await page.screenshot({ path: `.tmp/screens/${name}.png` });
}

/** The same at both widths. */
async function snapBoth(page: Page, name: string): Promise<void> {
  for (const [width, viewport] of [[390, PHONE], [1280, DESKTOP]] as const) {
    await page.setViewportSize(viewport);
    await snapCard(page, `${name}-${width}`);
  }
}

/** Top of one element relative to another's bottom: positive when `lower` starts below `upper` ends. */
async function gapBelow(upper: Locator, lower: Locator): Promise<number> {
  const [a, b] = [await upper.boundingBox(), await lower.boundingBox()];
  return b!.y - (a!.y + a!.height);
}

/** The levels of the page's headings in order, as axe's heading-order reads them: none may skip one going down. */
async function headingLevelsSkipped(page: Page): Promise<string[]> {
  const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) =>
    headings.filter((h) => (h as HTMLElement).offsetParent !== null).map((h) => ({ level: Number(h.tagName[1]), text: h.textContent ?? '' })),
  );
  return levels.flatMap((heading, i) => (i > 0 && heading.level > levels[i - 1]!.level + 1 ? [`h${heading.level} "${heading.text}" after h${levels[i - 1]!.level}`] : []));
}

/** The service worker's registration id, from the DevTools protocol. */
async function serviceWorkerRegistration(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((entry) => entry.scopeURL === `${origin}/` && !entry.isDeleted)).toBe(true);
  const { registrationId } = registrations.find((entry) => entry.scopeURL === `${origin}/` && !entry.isDeleted)!;
  return { cdp, registrationId };
}

test('a customer turns notifications on from the dashboard; "your reading is ready" shows and opens the reading', async ({ page, context, request, shop, browser }) => {
  test.setTimeout(120_000);
  const fake = fakeSubscription();
  await context.addInitScript(fakePushManager, fake);
  const customer = await customerWithOrders(request, shop);
  await setPasswordAndLogIn(page, customer.link, customer.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForServiceWorker(page);

  // Nothing is asked on load: the permission is still the browser's default, and the card offers a button.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await expect(optIn(page).getByRole('button', { name: NOTIFY_ME })).toBeVisible();
  // A section under the page's h1: an h2, so no heading level is skipped.
  await expect(optIn(page).getByRole('heading', { level: 2, name: 'Know the moment it is ready' })).toBeVisible();
  expect(await headingLevelsSkipped(page)).toEqual([]);
  // A desktop has room for it above the orders; on a phone the orders come first and it follows them.
  const orderTabs = page.getByRole('tablist', { name: 'Your orders' });
  // Polled: right after a resize the card may still be moving to its place for the new width.
  await expect.poll(() => gapBelow(optIn(page), orderTabs)).toBeGreaterThanOrEqual(0);
  await page.setViewportSize(PHONE);
  await expect.poll(() => gapBelow(orderTabs, optIn(page))).toBeGreaterThan(0);
  await expect.poll(() => gapBelow(page.getByRole('tabpanel'), optIn(page))).toBeGreaterThan(0);
  expect(await headingLevelsSkipped(page)).toEqual([]);
  await page.setViewportSize(DESKTOP);
  await snapBoth(page, 'push-optin-off');

  // The customer clicks; the browser's question is answered "Allow".
  await context.grantPermissions(['notifications'], { origin: shop.url });
  await optIn(page).getByRole('button', { name: NOTIFY_ME }).click();
  await expect(optIn(page).getByText('Notifications are on for this device.')).toBeVisible();
  await snapBoth(page, 'push-optin-on');

  // Stored for the account, through the API and in the database.
  const devices = await (await page.request.get('/api/push/subscriptions')).json();
  expect(devices).toEqual([expect.objectContaining({ endpoint: fake.endpoint, label: expect.stringMatching(/^Chrome on /) })]);
  const db = new Database(join(shop.dataDir, 'soulsketch.sqlite'), { readonly: true, fileMustExist: true });
  try {
    expect(db.prepare('SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE endpoint = ?').get(fake.endpoint)).toEqual({ endpoint: fake.endpoint, ...fake.keys });

    // Staff complete the reading in progress: the server queues its push to this device beside the mail.
    await completeAsStaff(request, customer.email, customer.inProgressCode);
    const latestPush = () => db.prepare("SELECT payload_json FROM notification_outbox WHERE channel = 'push' ORDER BY id DESC").get() as { payload_json: string } | undefined;
    await expect.poll(latestPush).toBeTruthy();
    const queued = latestPush()!;
    const message = JSON.parse(queued.payload_json) as { title: string; body: string; url: string; tag: string };
    expect(message).toMatchObject({ title: 'Your soulmate reading is ready', url: expect.stringContaining(customer.inProgressCode) });

    // The push service's delivery, as DevTools delivers it, with that very message.
    const { cdp, registrationId } = await serviceWorkerRegistration(context, page, shop.url);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: shop.url, registrationId, data: queued.payload_json });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data, icon: n.icon, badge: n.badge })),
      );
    await expect.poll(shown).toHaveLength(1);
    expect((await shown())[0]).toEqual({
      title: message.title,
      body: message.body,
      tag: message.tag,
      data: { url: message.url },
      icon: `${shop.url}/icons/icon-192.png`,
      badge: `${shop.url}/icons/badge-96.png`,
    });

    // A system notification cannot be clicked from a test: the worker gets the click event a real click
    // fires, for the notification it showed, and takes the open window to the reading.
    const worker = context.serviceWorkers().find((entry) => entry.url().startsWith(shop.url))!;
    await worker.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(`${shop.url}${message.url}`);
    await expect.poll(shown).toHaveLength(0);
  } finally {
    db.close();
  }

  // Staff see on the reading what was sent: the mail, and the push still trying (the stand-in's host
  // does not exist, so it waits for its next attempt).
  const waitingName = `Nova Waiting ${customer.email.slice('dash-'.length, -'@example.com'.length)}`;
  const staffContext = await browser.newContext({ baseURL: shop.url, viewport: DESKTOP });
  try {
    const staff = await staffContext.newPage();
    await staff.goto('/login');
    await staff.getByLabel('Email').fill(STAFF_ACCOUNT.email);
    await staff.getByLabel(/^Password/).fill(STAFF_ACCOUNT.password);
    await staff.getByRole('button', { name: 'Login' }).click();
    await staff.getByLabel('Search readings by name, e-mail or question').fill(waitingName);
    // The payment's bonus orders carry the same name: the premium reading's row.
    const row = staff.getByRole('row').filter({ hasText: waitingName }).filter({ hasText: 'Premium Soulmate Reading' });
    await row.getByRole('button', { name: `Edit the reading for ${waitingName}` }).click();
    const notice = staff.getByRole('dialog').getByRole('group', { name: 'Customer notice' });
    await expect(notice).toContainText(/Customer notice: e-mail (sent|queued) · push waiting \(1 device\)/);
    await expect(notice.getByRole('checkbox', { name: 'Tell the customer again' })).not.toBeChecked();
    for (const [width, viewport] of [[1280, DESKTOP], [390, PHONE]] as const) {
      await staff.setViewportSize(viewport);
      await notice.scrollIntoViewIfNeeded();
      await staff.screenshot({ path: `.tmp/screens/push-staff-notice-${width}.png` });
    }
  } finally {
    await staffContext.close();
  }

  // Turned off again from the dashboard: the device leaves the account.
  await page.goto('/dashboard');
  await optIn(page).getByRole('button', { name: 'Turn off on this device' }).click();
  await expect(optIn(page).getByRole('button', { name: NOTIFY_ME })).toBeVisible();
  expect(await (await page.request.get('/api/push/subscriptions')).json()).toEqual([]);

  // A permission the browser blocks is one line, with no button to ask again: the steps to allow it in
  // the browser's settings open on request.
  await page.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
  await page.reload();
  await expect(optIn(page).getByText(/Notifications are blocked for SoulSketch/)).toBeVisible();
  await expect(optIn(page).getByRole('button', { name: NOTIFY_ME })).toHaveCount(0);
  const howToAllow = optIn(page).getByRole('button', { name: 'How to allow' });
  await expect(howToAllow).toHaveAttribute('aria-expanded', 'false');
  await expect(optIn(page).getByText(/Reload this page/)).toBeHidden();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    // One line of text beside its button (two on a phone), not a paragraph.
    await expect.poll(async () => (await optIn(page).boundingBox())?.height ?? Infinity).toBeLessThan(viewport === PHONE ? 100 : 70);
  }
  await snapBoth(page, 'push-optin-denied');
  // The card moves when the page crosses the wide layout (above the orders, or after them): opened at each width.
  for (const [width, viewport] of [[390, PHONE], [1280, DESKTOP]] as const) {
    await page.setViewportSize(viewport);
    await howToAllow.click();
    await expect(howToAllow).toHaveAttribute('aria-expanded', 'true');
    await expect(optIn(page).getByText(/Reload this page/)).toBeVisible();
    await snapCard(page, `push-optin-denied-open-${width}`);
  }
});

test('turning on gives up after 15 s of a push service that never answers, and offers the button again', async ({ page, context, request, shop }) => {
  test.setTimeout(90_000);
  await context.addInitScript(hangingPushManager);
  const customer = await customerWithOrders(request, shop);
  await setPasswordAndLogIn(page, customer.link, customer.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForServiceWorker(page);
  await context.grantPermissions(['notifications'], { origin: shop.url });

  // The page's timers run on Playwright's clock from here, so the wait can be stepped through.
  await page.clock.install();
  await optIn(page).getByRole('button', { name: NOTIFY_ME }).click();
  const turningOn = optIn(page).getByRole('button', { name: 'Turning on...' });
  await expect(turningOn).toBeDisabled();
  await page.clock.runFor(14_000);
  await expect(turningOn).toBeDisabled();
  await page.clock.runFor(1_000);
  await expect(optIn(page).getByRole('alert')).toHaveText(/Turning on notifications took too long\. Please try again/);
  await expect(optIn(page).getByRole('button', { name: NOTIFY_ME })).toBeEnabled();
  await snapBoth(page, 'push-optin-too-slow');
  // The card moved between the layouts (after the orders on a phone, above them on a desktop): the outcome stayed.
  await expect(optIn(page).getByRole('alert')).toHaveText(/took too long/);
});

for (const { size, viewport } of [
  { size: 390, viewport: PHONE },
  { size: 1280, viewport: DESKTOP },
] as const) {
  test.describe(`the opt-in at ${size} px`, () => {
    test.use({ viewport });

    test('a signed-out visitor on the thank-you page is asked to log in first, and nothing is asked of the browser', async ({ page, request }) => {
      const code = await freeRequest(request, `push-out-${size}-${Date.now()}@example.com`, 'Vera Visitor');
      await page.goto(`/thank-you/${code}`);
      await optIn(page).getByRole('button', { name: NOTIFY_ME }).click();
      await expect(optIn(page).getByText(/log in first/)).toBeVisible();
      await expect(optIn(page).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/thank-you/${code}`)}`);
      expect(await page.evaluate(() => Notification.permission)).toBe('default');
      await snapCard(page, `push-optin-signed-out-${size}`);
    });

    test('an iPhone outside the Home Screen app is shown how to add it first', async ({ browser, request, shop }) => {
      const context = await browser.newContext({
        viewport,
        baseURL: shop.url,
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      });
      const page = await context.newPage();
      try {
        const code = await freeRequest(request, `push-ios-${size}-${Date.now()}@example.com`, 'Ivy Phone');
        await page.goto(`/thank-you/${code}`);
        await expect(optIn(page).getByText('Add to Home Screen', { exact: false })).toBeVisible();
        await expect(optIn(page).getByRole('button')).toHaveCount(0);
        await snapCard(page, `push-optin-iphone-${size}`);
      } finally {
        await context.close();
      }
    });
  });
}
