import type { Page } from '@playwright/test';
import { customerOnDashboard, freeRequest, payInSandbox, placeOrderSignedIn, setPasswordAndLogIn, setPasswordLink } from '../factories';
import { DESKTOP, PHONE, expect, logOutFromHeader, test } from '../fixtures';
import { STAFF_ACCOUNT } from '../server';

const SIZES = [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
] as const;

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const panelTitle = (page: Page) => page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first();

for (const { name: size, viewport } of SIZES) {
  test.describe(`dashboard at ${size} size`, () => {
    test.use({ viewport });

    test('a signed-out visit is sent to log in, with the reason; an older stored copy is trimmed', async ({ page }) => {
      // What an older version kept: more than id, username and name, and the readings with their codes.
      await page.goto('/');
      await page.evaluate(() => {
        localStorage.setItem('user', JSON.stringify({ id: 7, username: 'old@example.com', name: 'Old', role: 'customer', readings: [{ requestCode: 'REQ-OLD' }] }));
        localStorage.setItem('readings', JSON.stringify([{ requestCode: 'REQ-OLD' }]));
      });
      await page.reload();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('readings'))).toBeNull();
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!)).toEqual({ id: 7, username: 'old@example.com', name: 'Old' });

      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
      await expect(page.getByText('You need to log in', { exact: true })).toBeVisible();
      await expect(page.getByText('Please log in to view your dashboard', { exact: true })).toBeVisible();
      await page.goto('/new-dashboard');
      await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    });

    test('In Preparation looks like a button, and closing its status dialog gives focus back to it', async ({ page, request, shop, snap }) => {
      await customerOnDashboard(page, request, shop);
      await tab(page, 'In Progress').click();
      const opener = page.getByRole('tabpanel').getByRole('button', { name: 'In Preparation' });
      const dialog = page.getByRole('dialog', { name: 'Reading Status' });
      // The welcome toast runs out first: while one shows, Escape dismisses it before the dialog.
      await page.clock.runFor(6_000);
      await expect(page.locator('li[data-swipe-direction]')).toHaveCount(0);
      // Opened by the keyboard and by a click, Escape closes it and focus is back on the button.
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await snap(`status-opener-focused-${size}`);
      await opener.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      // Not greyed like a disabled control: full strength, a hand cursor, and it answers the pointer.
      const look = () => opener.evaluate((element) => {
        const style = getComputedStyle(element);
        return { opacity: style.opacity, cursor: style.cursor, border: style.borderColor, background: style.backgroundColor };
      });
      await page.mouse.move(0, 0);
      const resting = await look();
      expect(resting).toMatchObject({ opacity: '1', cursor: 'pointer' });
      await opener.hover();
      await expect.poll(async () => (await look()).border).not.toBe(resting.border);
      await snap(`status-opener-hover-${size}`);
    });

    test('a customer lands on Needs Your Input, moves through every tab and its cards, and logs out', async ({ page, request, shop, snap }) => {
      test.setTimeout(90_000);
      // The page's timers run on Playwright's clock, so the status dialog's 10 s refresh can be stepped through.
      const customer = await customerOnDashboard(page, request, shop);
      const unpaidCode = await placeOrderSignedIn(page, customer.email);
      await page.reload();

      await expect(page.getByRole('heading', { level: 1, name: /^Welcome, Nova Done/ })).toBeVisible();
      await expect(tab(page, 'Needs Your Input')).toHaveAttribute('aria-selected', 'true');
      // The two meditation audios are delivered with their payments: ready beside the completed reading.
      await expect(tab(page, 'Ready to View')).toHaveAccessibleName(/Ready to View\s*, 3$/);
      await expect(tab(page, 'In Progress')).toHaveAccessibleName(/In Progress\s*, 1$/);
      await expect(tab(page, 'Needs Your Input')).toHaveAccessibleName(/Needs Your Input\s*, 4$/);
      await expect(tab(page, 'Payment Needed')).toHaveAccessibleName(/Payment Needed\s*, 1$/);
      // Nothing secret in the browser's storage: the user copy has three fields, no request codes anywhere.
      const stored = await page.evaluate(() => ({ user: localStorage.getItem('user'), all: JSON.stringify({ ...localStorage }) }));
      expect(Object.keys(JSON.parse(stored.user!)).sort()).toEqual(['id', 'name', 'username']);
      expect(stored.all).not.toMatch(/REQ-/i);

      const cards = page.getByRole('tabpanel').getByRole('article');
      await expect(cards).toHaveCount(4);
      await expect(cards.filter({ hasText: 'Audio Preparing' })).toHaveCount(0);
      await expect(cards.first()).toContainText(/Ordered on \w+ \d{1,2}, \d{4}/);
      // Waiting for answers: no "Ready by" yet, the card says what to do instead.
      await expect(cards.first()).not.toContainText('Ready by');
      await expect(cards.first()).toContainText('Complete your questionnaire');
      await snap(`dashboard-needs-input-${size}`);
      const spiritAnimal = cards.filter({ hasText: 'Spirit' }).first();
      await spiritAnimal.getByRole('link', { name: 'Complete Questionnaire' }).click();
      await expect(page).toHaveURL(/\/spirit-animal-questionnaire\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Spirit Animal Love Tarot Questionnaire' })).toBeVisible();
      await snap(`questionnaire-${size}`);
      await page.goBack();

      await tab(page, 'In Progress').click();
      await expect(page).toHaveURL(/\?tab=in-progress$/);
      await expect(panelTitle(page)).toHaveText('In Progress');
      await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('tabpanel').getByRole('article').filter({ hasText: 'Audio Preparing' })).toHaveCount(0);
      await snap(`dashboard-in-progress-${size}`);
      const requests: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().includes(`/api/orders/code/${customer.inProgressCode}`)) requests.push(sent.url());
      });
      await page.getByRole('button', { name: 'In Preparation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reading Status' });
      await expect(dialog).toBeVisible();
      const stages = dialog.getByRole('listitem');
      await expect(stages).toHaveText([/Request Received/, /In Progress/, /Artist Creating Sketch/, /Reading Complete/]);
      await expect(stages.nth(0)).toContainText('(done)');
      await expect(stages.nth(1)).toHaveAttribute('aria-current', 'step');
      await expect(dialog.getByText(customer.inProgressCode)).toBeVisible();
      await expect(dialog.getByText("Your reading and soulmate sketch should be ready within the next 24-48 hours. We'll notify you by email when it's complete.")).toBeVisible();
      await snap(`status-dialog-${size}`);
      if (size === 'desktop') {
        // Refreshed every 10 s while open, and not at all once closed.
        await expect.poll(() => requests.length).toBe(1);
        await page.clock.runFor(10_000);
        await expect.poll(() => requests.length).toBe(2);
        await dialog.getByRole('button', { name: 'Close' }).last().click();
        await expect(dialog).toBeHidden();
        await page.clock.runFor(30_000);
        // The page's own requests are answered within this second; a refresh would have been sent by now.
        await page.waitForTimeout(1_000);
        expect(requests.length).toBe(2);
      } else {
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }

      await tab(page, 'Payment Needed').click();
      await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Complete Payment' })).toHaveAttribute('href', `/payment/${unpaidCode}`);
      await snap(`dashboard-payment-needed-${size}`);

      await tab(page, 'Ready to View').click();
      await expect(page).toHaveURL(/\?tab=ready$/);
      await page.reload();
      await expect(tab(page, 'Ready to View')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Play Audio Meditation' })).toHaveCount(2);
      await snap(`dashboard-ready-${size}`);
      await page.getByRole('link', { name: 'View Reading' }).click();
      // /reading-result/{id} opens the finished reading's own view.
      await expect(page).toHaveURL(new RegExp(`/premium-soulmate-reading/${customer.completedCode}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Your Premium Soulmate Reading' })).toBeVisible();
      await snap(`reading-result-${size}`);
      await page.goto('/dashboard?tab=ready');

      await tab(page, 'Explore Readings').click();
      const explore = page.getByRole('tabpanel');
      for (const slug of ['soulmate-reading', 'twin-flame-reading', 'love-forecast']) {
        await expect(explore.locator(`a[href="/products/${slug}"]`)).toBeVisible();
      }
      await expect(explore.getByRole('link', { name: 'View All Readings' })).toHaveAttribute('href', '/products');
      await snap(`dashboard-explore-${size}`);

      // One Logout on the page, the site header's (as on every page): it goes home.
      await expect(page.getByRole('main').getByRole('button', { name: 'Logout' })).toHaveCount(0);
      await logOutFromHeader(page);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText('Logged out successfully', { exact: true })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    });

    test('a fresh customer sees each empty state with its way forward', async ({ page, request, shop, snap }) => {
      const email = `fresh-${Date.now()}-${size}@example.com`;
      await payInSandbox(request, await freeRequest(request, email, 'Iris Fresh'));
      await setPasswordAndLogIn(page, await setPasswordLink(shop, email), email);

      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(tab(page, 'Needs Your Input')).toHaveAttribute('aria-selected', 'true');
      // The full reading and two bonuses wait for answers; the meditation audio asks none and is delivered with the payment.
      await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(3);

      await tab(page, 'Ready to View').click();
      const ready = page.getByRole('tabpanel').getByRole('article');
      await expect(ready).toHaveCount(1);
      await expect(ready.getByRole('button', { name: 'Play Audio Meditation' })).toBeVisible();
      await expect(ready).not.toContainText(/24-48 hours|prepared/i);
      await snap(`dashboard-audio-ready-${size}`);

      await tab(page, 'In Progress').click();
      await expect(page.getByRole('heading', { name: 'No Readings In Progress' })).toBeVisible();
      await snap(`dashboard-empty-in-progress-${size}`);
      await page.getByRole('button', { name: 'Complete Your Questionnaire' }).click();
      await expect(tab(page, 'Needs Your Input')).toHaveAttribute('aria-selected', 'true');
      await tab(page, 'Payment Needed').click();
      await expect(page.getByRole('heading', { name: 'No Pending Payments' })).toBeVisible();
      await page.getByRole('button', { name: 'View Ready Readings' }).click();
      await expect(tab(page, 'Ready to View')).toHaveAttribute('aria-selected', 'true');
    });

    test('an account without orders opens on Ready to View, and every empty tab leads to the readings', async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(STAFF_ACCOUNT.email);
      await page.getByLabel(/^Password/).fill(STAFF_ACCOUNT.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/admin$/);

      // A failed load says so and offers a retry; it never shows an empty list as if there were no orders.
      await page.route('**/api/users/*/orders', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
      await page.goto('/new-dashboard');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText('Could not fetch your orders. Please try again.')).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(0);
      await page.unroute('**/api/users/*/orders');
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(tab(page, 'Ready to View')).toHaveAttribute('aria-selected', 'true');
      for (const [name, heading] of [
        ['Ready to View', 'No Completed Readings Yet'],
        ['In Progress', 'No Readings In Progress'],
        ['Needs Your Input', 'No Questionnaires Needed'],
        ['Payment Needed', 'No Pending Payments'],
      ] as const) {
        await tab(page, name).click();
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Explore Readings' })).toHaveAttribute('href', '/products');
      }

      // The catalogue out of reach (no connection): the Explore tab says so plainly, not "unable to load".
      await page.route('**/api/products', (route) => route.abort('internetdisconnected'));
      await tab(page, 'Explore Readings').click();
      const notice = page.getByRole('tabpanel').getByRole('status').filter({ hasText: "You're offline" });
      await expect(notice).toContainText("The readings will load when you're back online.");
      await expect(page.getByText('Unable to load readings')).toHaveCount(0);
    });
  });
}
