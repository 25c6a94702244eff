import type { Page } from '@playwright/test';
import { freeRequest, payInSandbox } from '../factories';
import { DESKTOP, PHONE, expect, test } from '../fixtures';
import { STAFF_ACCOUNT } from '../server';

/**
 * Staff work in their own frame: every staff page shows the staff navigation, who is signed
 * in and Logout, none of the shop's marketing frame, and fits a 390 px phone without sideways scrolling.
 */
const STAFF_PAGES = [
  { path: '/admin', link: 'Readings', heading: 'Readings', name: 'readings' },
  { path: '/admin/products', link: 'Products', heading: 'Products', name: 'products' },
  { path: '/users-table', link: 'Users', heading: 'Users', name: 'users' },
  { path: '/export', link: 'Export', heading: 'Data export', name: 'export' },
  { path: '/test-confirm', link: 'Test confirm', heading: 'Test confirmation', name: 'test-confirm' },
] as const;

const SIZES = [
  { label: 'phone', viewport: PHONE },
  { label: 'desktop', viewport: DESKTOP },
] as const;

/** The session cookie through the API: the browser context shares it with the page. */
async function logInAsStaff(page: Page): Promise<void> {
  const login = await page.request.post('/api/login', { data: { username: STAFF_ACCOUNT.email, password: STAFF_ACCOUNT.password } });
  expect(login.status()).toBe(200);
}

async function fitsThePhone(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, 'no horizontal scroll on a 390 px phone').toBeLessThanOrEqual(widths.window);
}

async function userCount(page: Page): Promise<number> {
  const line = page.getByRole('status').filter({ hasText: 'found with complete information' });
  await expect(line).toBeVisible();
  return Number(/^(\d+) users? found/.exec((await line.textContent()) ?? '')?.[1]);
}

for (const { label, viewport } of SIZES) {
  test(`every staff page is in the staff frame on a ${label} (${viewport.width} px)`, async ({ page, request, snap }) => {
    // Data on every list, so the widths are measured with real rows in them.
    const stamp = Date.now();
    const code = await freeRequest(request, `frame-${stamp}@example.com`, `Fiona Frame ${stamp}`);
    await payInSandbox(request, code);
    await page.setViewportSize(viewport);
    await logInAsStaff(page);

    for (const staffPage of STAFF_PAGES) {
      await page.goto(staffPage.path);
      await expect(page.getByRole('heading', { level: 1, name: staffPage.heading })).toBeVisible();
      await page.waitForLoadState('networkidle');

      const nav = page.getByRole('navigation', { name: 'Staff' });
      for (const { link } of STAFF_PAGES) await expect(nav.getByRole('link', { name: link, exact: true })).toBeAttached();
      await expect(nav.getByRole('link', { name: staffPage.link, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: staffPage.link, exact: true })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('banner').getByText(STAFF_ACCOUNT.email)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

      // None of the shop's frame: its navigation, menu, footer, social links or the customer's dashboard.
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /menu/i })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Social media' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'My Dashboard' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Free Reading' })).toHaveCount(0);

      if (viewport === PHONE) await fitsThePhone(page);
      await snap(`staff-${staffPage.name}-${label}`);
    }

    // The nav moves between the pages without a reload of the frame.
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Readings', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Readings' })).toBeVisible();
  });
}

test('the readings queue shows each paid item with its product and due time at both widths', async ({ page, request, snap }) => {
  const stamp = Date.now();
  const name = `Quinn Queue ${stamp}`;
  const code = await freeRequest(request, `queue-${stamp}@example.com`, name);
  await payInSandbox(request, code);
  await logInAsStaff(page);

  await page.setViewportSize(DESKTOP);
  await page.goto(`/admin?q=${encodeURIComponent(name)}`);
  // The paid reading and its bonus items: each a row of its own, each with a product and its promise: a
  // due time, or, for work whose questions are unanswered, "Waiting for answers" and no due time yet; the
  // meditation came with the payment, delivered (not due).
  const all = page.getByRole('row').filter({ hasText: name });
  await expect(all.filter({ hasText: 'Manifestation Audio' })).toHaveCount(1);
  await expect(all.filter({ hasText: 'Manifestation Audio' }).locator('time')).not.toHaveText(/due in/);
  const rows = all.filter({ hasNotText: 'Manifestation Audio' });
  await expect(rows.filter({ hasText: 'Premium Soulmate Reading' })).toHaveCount(1);
  expect(await rows.count()).toBeGreaterThan(1);
  await expect(rows.filter({ hasText: 'Premium Soulmate Reading' })).toContainText('Waiting for answers');
  for (const row of await rows.all()) {
    if ((await row.textContent())?.includes('Waiting for answers')) await expect(row).toContainText('No due time yet');
    else await expect(row.locator('time')).toHaveText(/due in \d+ (min|h|d)/);
    await expect(row).not.toContainText('Overdue');
    await expect(row.getByRole('cell').nth(2)).not.toBeEmpty();
  }
  await snap('admin-queue-waiting-desktop');

  await page.setViewportSize(PHONE);
  const cards = page.getByRole('listitem').filter({ hasText: name }).filter({ hasNotText: 'Manifestation Audio' });
  await expect(cards.filter({ hasText: 'Premium Soulmate Reading' })).toHaveCount(1);
  for (const card of await cards.all()) {
    const promise = (await card.textContent())?.includes('Waiting for answers') ? card.getByText('No due time yet') : card.locator('time');
    await expect(promise).toHaveText(/due in \d+ (min|h|d)|No due time yet/);
    // Inside the screen's width (the list is longer than the screen, so not necessarily in view).
    const box = (await promise.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  await snap('admin-queue-waiting-phone');
  await fitsThePhone(page);
});

test('the users table: cards on a phone, a table on a desktop, and its count line counts people', async ({ page, request, snap }) => {
  const stamp = Date.now();
  await freeRequest(request, `before-${stamp}@example.com`, `Bea Before ${stamp}`);
  await logInAsStaff(page);
  await page.setViewportSize(DESKTOP);
  await page.goto('/users-table');
  const before = await userCount(page);

  // Two orders from one e-mail and one from another: two more people, three more rows.
  const twice = `twice-${stamp}@example.com`;
  const once = `once-${stamp}@example.com`;
  await freeRequest(request, twice, `Tessa Twice ${stamp}`);
  await freeRequest(request, twice, `Tessa Twice ${stamp}`);
  await freeRequest(request, once, `Olga Once ${stamp}`);
  await page.reload();
  expect(await userCount(page)).toBe(before + 2);

  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: twice })).toHaveCount(2);
  await expect(table.getByRole('columnheader', { name: 'Upload Date' })).toBeInViewport();
  await snap('staff-users-table-desktop');

  await page.setViewportSize(PHONE);
  await expect(table).toBeHidden();
  const cards = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(cards.filter({ hasText: twice })).toHaveCount(2);
  const card = cards.filter({ hasText: once });
  await expect(card).toHaveCount(1);
  // Every column of the table is in the card, inside the screen.
  for (const term of ['User Name', 'Request Code', 'Sketch', 'Order Date', 'Upload Date']) {
    await expect(card.getByText(term, { exact: true })).toBeInViewport({ ratio: 0 });
  }
  await expect(card.getByText(`Olga Once ${stamp}`)).toBeVisible();
  await fitsThePhone(page);
  await snap('staff-users-cards-phone');
});

test('Logout in the staff frame ends the session and leaves the staff pages', async ({ page }) => {
  await logInAsStaff(page);
  await page.setViewportSize(PHONE);
  await page.goto('/export');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin/);
});
