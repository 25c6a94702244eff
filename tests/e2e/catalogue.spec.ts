import type { Page } from '@playwright/test';
import { PRODUCT_IDS } from '@shared/domain/products';
import { questionsAsked } from '@shared/questionnaires/asked';
import { DESKTOP, PHONE, expect, test } from '../fixtures';
import { setPasswordAndLogIn } from '../factories';
import { waitForMail } from '../mailbox';

const READING = 'Soulmate Sketch & Reading';
/** The soulmate questionnaire's questions as its page lists them, optional ones marked. */
const QUESTIONS_ASKED_FOR_SOULMATE = questionsAsked(PRODUCT_IDS.soulmateReading).map(({ question, optional }) => (optional ? `${question} (optional)` : question));

/** The paths the page visited, in order: a login wall would show as /login, the offer as /upsell. */
function visitedPaths(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  return visited;
}

for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
  test.describe(`catalogue on a ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('browse -> filter -> product -> order form errors -> order -> pay with 4242 signed out -> payment confirmed, and the receipt\'s set-password link opens the dashboard', async ({ page, shop, snap }) => {
      const email = `catalogue-${label}-${Date.now()}@example.com`;
      const visited = visitedPaths(page);

      await page.goto('/products');
      await expect(page.getByRole('heading', { name: 'Explore Our Readings' })).toBeVisible();
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(4);
      await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
      if (label === 'desktop') {
        // A real grid: the four cards share one row at 1280 px.
        const tops = await cards.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(1);
      }
      await snap(`catalogue-products-${label}`);

      const filter = (name: string) => page.getByRole('group', { name: 'Filter readings' }).getByRole('button', { name });
      await filter('Future').click();
      await expect(filter('Future')).toHaveAttribute('aria-pressed', 'true');
      await expect(filter('All Readings')).toHaveAttribute('aria-pressed', 'false');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('Love Forecast');
      await filter('Love').click();
      await expect(cards).toHaveCount(3);
      await expect(page.getByRole('article').filter({ hasText: 'Love Forecast' })).toHaveCount(0);
      await filter('All Readings').click();
      await expect(cards).toHaveCount(4);

      await page.getByRole('link', { name: `Learn More about ${READING}` }).click();
      await expect(page).toHaveURL(/\/products\/soulmate-reading$/);
      await expect(page.getByRole('heading', { level: 1, name: READING })).toBeVisible();
      await expect(page.getByText('$39.99').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: "What We'll Ask You" })).toBeVisible();
      // Exactly its questionnaire's questions: what the artist needs among them.
      const askList = page.getByRole('heading', { name: "What We'll Ask You" }).locator('xpath=following-sibling::ul[1]').getByRole('listitem');
      await expect(askList).toHaveCount(QUESTIONS_ASKED_FOR_SOULMATE.length);
      await expect(askList).toHaveText(QUESTIONS_ASKED_FOR_SOULMATE);
      await expect(askList.filter({ hasText: 'Who are you attracted to?' })).toHaveCount(1);
      await expect(page.getByRole('heading', { name: "What You'll Discover" })).toBeVisible();
      await expect(page.getByText('Their Appearance')).toBeVisible();
      await expect(page.getByText('Prepared by hand and delivered to your dashboard within 24-48 hours.')).toBeVisible();
      await snap(`catalogue-product-${label}`);
      await page.getByRole('heading', { name: "What We'll Ask You" }).scrollIntoViewIfNeeded();
      await snap(`catalogue-product-asks-${label}`);

      // The meditation asks nothing and is the customer's the moment it is paid.
      await page.goto('/products/manifestation-audio');
      await expect(page.getByRole('heading', { level: 1, name: 'Manifestation Audio' })).toBeVisible();
      await expect(page.getByText('Nothing: there are no questions to answer.')).toBeVisible();
      await expect(page.getByText('Ready to play the moment you pay, in your dashboard.')).toBeVisible();
      await expect(page.getByText(/24-48 hours/)).toHaveCount(0);
      await snap(`catalogue-product-audio-${label}`);
      await page.goBack();

      await page.getByRole('link', { name: 'Get Your Reading' }).first().click();
      await expect(page).toHaveURL(/\/order\/soulmate-reading$/);
      await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Terms of Service' }).first()).toBeVisible();
      const submit = page.getByRole('button', { name: 'Continue to Payment' });
      await submit.click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await expect(page.getByText('Valid email is required')).toBeVisible();
      await page.getByLabel('Your Name').fill('N');
      await page.getByLabel('Email Address').fill('not-an-email');
      await expect(page.getByText('Name is required')).toBeVisible();
      await snap(`catalogue-order-errors-${label}`);
      await page.getByLabel('Your Name').fill('Nova Bright');
      await page.getByLabel('Email Address').fill(email);
      await expect(page.getByText('Name is required')).toHaveCount(0);
      await expect(page.getByText('Valid email is required')).toHaveCount(0);
      await snap(`catalogue-order-${label}`);
      await submit.click();

      await expect(page).toHaveURL(/\/payment\/REQ-[0-9A-Z-]+$/);
      // Nothing is bought yet: no "placed" toast before the payment.
      await expect(page.getByText('Order placed successfully!')).toHaveCount(0);
      const code = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
      await expect(page.getByRole('heading', { name: 'Complete Your Order' })).toBeVisible();
      await expect(page.getByText(READING).first()).toBeVisible();
      await expect(page.getByText('Test mode — no real charge')).toBeVisible();
      await snap(`catalogue-payment-${label}`);

      const success = page.getByText('Payment Successful!').waitFor({ state: 'visible' });
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry (MM/YY)').fill('12/34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: /^Pay \$39\.99$/ }).click();
      await success;
      // Signed out: the payment's own confirmation, never the funnel's offer nor a login wall.
      await expect(page).toHaveURL(new RegExp(`/payment-thank-you/${code}$`), { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Payment Confirmed' })).toBeVisible();
      const steps = page.getByRole('list', { name: 'Your Next Steps' }).getByRole('listitem');
      await expect(steps).toHaveCount(3);
      for (const [index, step] of ['Check Your Email', 'Log In & Complete the Questionnaire', 'Receive Your Reading'].entries()) {
        await expect(steps.nth(index).getByRole('heading', { name: step })).toBeVisible();
      }
      await expect(page.getByText(email).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Access Your Dashboard' })).toHaveAttribute('href', '/login?next=%2Fdashboard');
      expect(visited.some((path) => path.startsWith('/upsell') || path === '/dashboard' || path === '/login')).toBe(false);
      await expect(page.getByText('You need to log in')).toHaveCount(0);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(viewport.width);
      await expect(page.getByText('Payment successful', { exact: true })).toBeHidden({ timeout: 10_000 });
      await snap(`catalogue-payment-thank-you-${label}`);

      const order = await (await page.request.get(`/api/orders/code/${code}`)).json();
      expect(order).toMatchObject({ isPaid: true, productId: 4, priceCents: 3999, email });
      const receipt = await waitForMail(shop.dataDir, email, /receipt/i);
      expect(receipt.text).toContain('$39.99');
      const setPassword = receipt.links.find((link) => link.startsWith(`${shop.url}/reset-password?token=`));
      expect(setPassword, 'the receipt links to choosing a password').toBeTruthy();

      // The new customer chooses the password, which signs her in and opens the order waiting for her answers.
      await setPasswordAndLogIn(page, setPassword!, email);
      await expect(page).toHaveURL(/\/dashboard/);
      await expect(page.getByText('Your password has been set.').first()).toBeVisible();
      await expect(page.getByRole('tab', { name: /^Needs Your Input/, selected: true })).toBeVisible();
      const card = page.getByRole('tabpanel').getByRole('article').filter({ hasText: READING });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('link', { name: 'Complete Questionnaire' })).toBeVisible();
      await snap(`catalogue-dashboard-${label}`);
    });
  });
}

test.describe('catalogue edges (phone)', () => {
  test.use({ viewport: PHONE });

  test('an unknown or non-catalogue product says "Product Not Found" with a way back to the readings', async ({ page }) => {
    for (const path of ['/products/no-such-reading', '/order/money-tree', '/order/premium-soulmate-reading']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Product Not Found' }), path).toBeVisible();
    }
    await page.getByRole('link', { name: 'View All Readings' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('article')).toHaveCount(4);
  });

  test('/new-reading?type= opens the order form of an id or slug, and the catalogue for anything else', async ({ page }) => {
    await page.goto('/new-reading?type=8');
    await expect(page).toHaveURL(/\/order\/twin-flame-reading$/);
    await expect(page.getByRole('heading', { name: /Twin Flame Connection/ }).first()).toBeVisible();
    await page.goto('/new-reading?type=love-forecast');
    await expect(page).toHaveURL(/\/order\/love-forecast$/);
    await page.goto('/new-reading?type=premium-soulmate-reading');
    await expect(page).toHaveURL(/\/products$/);
  });

  test('a failed catalogue load says so and retries', async ({ page }) => {
    let fail = true;
    await page.route('**/api/products', (route) => (fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.continue()));
    await page.goto('/products');
    await expect(page.getByText('Unable to load readings. Please try again later.')).toBeVisible({ timeout: 20_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('article')).toHaveCount(4);
  });

  test('the header links to the readings', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Readings', exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});
