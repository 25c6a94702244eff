import type { Locator, Page } from '@playwright/test';
import { answerOnboarding, completeAsStaff, customerOnDashboard, freeRequest, payInSandbox, refundAsStaff, setPasswordAndLogIn, setPasswordLink, uploadAsStaff } from '../factories';
import { sketchPng } from '../sketch-image';
import { DESKTOP, PHONE, expect, test } from '../fixtures';

const SIZES = [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
] as const;

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const dateTimeOf = async (scope: Locator) => Date.parse((await scope.locator('time').first().getAttribute('datetime'))!);

for (const { name: size, viewport } of SIZES) {
  test.describe(`the order lifecycle at ${size} size`, () => {
    test.use({ viewport });

    test('cards waiting for answers promise no "Ready by"; the status dialog counts from the answers', async ({ page, request, shop, snap }) => {
      test.setTimeout(90_000);
      await customerOnDashboard(page, request, shop);
      await expect(tab(page, 'Needs Your Input')).toHaveAttribute('aria-selected', 'true');
      const waiting = page.getByRole('tabpanel').getByRole('article');
      await expect(waiting).toHaveCount(4);
      for (const card of await waiting.all()) {
        await expect(card).toContainText('Complete your questionnaire so our advisors can begin');
        await expect(card).toContainText('within 24-48 hours of your answers');
        await expect(card).not.toContainText('Ready by');
        await expect(card.getByRole('link', { name: 'Complete Questionnaire' })).toBeVisible();
      }
      await snap(`lifecycle-waiting-cards-${size}`);

      await tab(page, 'In Progress').click();
      const preparing = page.getByRole('tabpanel').getByRole('article').filter({ has: page.getByRole('button', { name: 'In Preparation' }) });
      await expect(preparing).toHaveCount(1);
      await expect(preparing).toContainText('Ready by');
      const readyBy = await dateTimeOf(preparing.getByText(/^Ready by/));

      await preparing.getByRole('button', { name: 'In Preparation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reading Status' });
      const steps = dialog.getByRole('listitem');
      await expect(steps).toHaveText([/Request Received/, /In Progress/, /Artist Creating Sketch/, /Reading Complete/]);
      await expect(steps.nth(0)).toContainText('(done)');
      await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
      // In Progress is dated when the answers arrived: now or a moment ago, never ahead of the clock.
      const started = await dateTimeOf(steps.nth(1));
      const now = await page.evaluate(() => Date.now());
      expect(started).toBeLessThanOrEqual(now);
      expect(now - started).toBeLessThan(10 * 60_000);
      // Reading Complete is the "Ready by" the card and the dialog promise, never before it.
      await expect(steps.nth(3)).toContainText('Ready by');
      expect(await dateTimeOf(steps.nth(3))).toBe(readyBy);
      expect(await dateTimeOf(dialog.getByText(/^Ready by/).last())).toBe(readyBy);
      await snap(`lifecycle-status-dialog-${size}`);

      // Six hours after the answers the artist is at work: that step is current, dated no later than now.
      await page.clock.fastForward('06:00:00');
      await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
      await expect(steps.nth(1)).toContainText('(done)');
      expect(await dateTimeOf(steps.nth(2))).toBeLessThanOrEqual(await page.evaluate(() => Date.now()));
      expect(await dateTimeOf(steps.nth(3))).toBe(readyBy);
      await snap(`lifecycle-status-dialog-sketching-${size}`);
    });

    test('the reading pages and the status dialog say what the order is at: the sketch sent, the offer bought, answers, preparation, delivery', async ({ page, request, shop, snap }) => {
      test.setTimeout(120_000);
      // The page's timers run on Playwright's clock (real time until moved), so the dialog's six hours can pass.
      await page.clock.install();
      const stamp = `${Date.now()}-${size}`;
      const email = `words-${stamp}@example.com`;
      const name = `Wren Words ${stamp}`;
      const code = await freeRequest(request, email, name);
      await request.post(`/api/readings/confirm/${code}`, { data: {} });
      // The free reading is delivered with its sketch before anything is paid.
      const sketchUrl = await uploadAsStaff(request, sketchPng());
      await completeAsStaff(request, name, code, { sketchUrl, sketchAlt: 'A pencil portrait', readingNotes: 'A warm meeting before spring.' });

      const inDepth = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'In-Depth Reading' }) });
      const emailCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Email Notification' }) });
      await page.goto(`/thank-you-confirmed/${code}`);
      await expect(inDepth).toContainText('Unlock a comprehensive reading');
      await expect(emailCard).toContainText('Your initial reading and soulmate sketch are ready');

      // Paid, with the one-time offer (the Soulmate Manifestation System) accepted: waiting for the answers.
      // Paid as the page pays: the server's check of the payment makes this client the payer, who may answer the offer.
      const intent = await (await request.post(`/api/create-payment-intent/${code}`, { data: {} })).json();
      await request.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
        data: { clientSecret: intent.clientSecret, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
      });
      expect((await (await request.post(`/api/confirm-payment/${code}`, { data: { paymentIntentId: intent.paymentIntentId } })).json()).isPaid).toBe(true);
      // The reading's receipt, before the offer's own receipt arrives.
      const link = await setPasswordLink(shop, email);
      expect((await (await request.post(`/api/upsells/${code}`, { data: { accepted: true } })).json()).status).toBe('accepted');
      await page.goto(`/thank-you-confirmed/${code}`);
      await expect(inDepth).toContainText('Answer a few questions');
      await expect(page.getByText(/Unlock a comprehensive/)).toHaveCount(0);
      await snap(`words-thank-you-paid-${size}`);
      await page.goto(`/first-reading/${code}`);
      await expect(page.getByRole('heading', { name: 'Your Full Reading Is Unlocked' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Answer the Questions' })).toHaveAttribute('href', `/onboarding/${code}`);

      // Answered: being prepared.
      await answerOnboarding(request, code);
      await page.goto(`/first-reading/${code}`);
      await expect(page.getByRole('heading', { name: 'Your Full Reading Is Being Prepared' })).toBeVisible();
      await expect(page.getByText(/on their way/)).toHaveCount(0);
      await snap(`words-first-reading-preparing-${size}`);
      await page.goto(`/thank-you-confirmed/${code}`);
      await expect(inDepth).toContainText('your reader is preparing it now');

      // The status dialogs promise no sketch: the premium reading's was sent, the offer has none.
      await setPasswordAndLogIn(page, link, email);
      await expect(page).toHaveURL(/\/dashboard$/);
      await tab(page, 'In Progress').click();
      const dialog = page.getByRole('dialog', { name: 'Reading Status' });
      const steps = dialog.getByRole('listitem');
      const card = (product: string) => page.getByRole('tabpanel').getByRole('article').filter({ hasText: product });
      await card('Premium Soulmate Reading').getByRole('button', { name: 'In Preparation' }).click();
      await expect(steps).toHaveText([/Request Received/, /In Progress/, /Reading Complete/]);
      await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
      await expect(dialog).toContainText('Your soulmate sketch was sent with your free reading. Your reading should be ready within the next 24-48 hours.');
      await snap(`words-status-premium-sketch-sent-${size}`);
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await card('Soulmate Manifestation System').getByRole('button', { name: 'In Preparation' }).click();
      await expect(dialog).toContainText('Soulmate Manifestation System');
      await expect(steps).toHaveText([/Request Received/, /In Progress/, /Reading Complete/]);
      await expect(dialog).toContainText('Your reading should be ready within the next 24-48 hours.');
      await expect(dialog.getByText(/sketch/i)).toHaveCount(0);
      // Six hours in, still no artist: nothing to draw.
      await page.clock.fastForward('06:00:00');
      await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
      await snap(`words-status-manifestation-system-${size}`);
      await dialog.getByRole('button', { name: 'Close' }).last().click();

      // Delivered: ready, to read in the account, and never "on their way".
      await completeAsStaff(request, name, code);
      await page.goto(`/first-reading/${code}`);
      await expect(page.getByRole('heading', { name: 'Your Full Reading Is Ready' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Read Your Full Reading' })).toHaveAttribute('href', `/premium-soulmate-reading/${code}`);
      await expect(page.getByText(/on their way|being prepared/i)).toHaveCount(0);
      await snap(`words-first-reading-delivered-${size}`);
      await page.goto(`/thank-you-confirmed/${code}`);
      await expect(inDepth).toContainText('Your in-depth reading is ready');
      await snap(`words-thank-you-delivered-${size}`);
      await page.context().clearCookies();
      await page.goto(`/first-reading/${code}`);
      await expect(page.getByRole('heading', { name: 'Your Full Reading Is Ready' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log In to Read It' })).toBeVisible();
    });

    test('a refunded order says "Refunded on" on its card, its premium page and its first-reading page', async ({ page, request, shop, snap }) => {
      test.setTimeout(90_000);
      const stamp = `${Date.now()}-${size}`;
      const email = `refunded-${stamp}@example.com`;
      const name = `Rhea Refunded ${stamp}`;
      const code = await freeRequest(request, email, name);
      await payInSandbox(request, code);
      const link = await setPasswordLink(shop, email);
      await answerOnboarding(request, code);
      await refundAsStaff(request, name, code);

      await setPasswordAndLogIn(page, link, email);
      await expect(page).toHaveURL(/\/dashboard$/);
      // Nothing waits for the customer any more: the order and its bonuses are closed, listed as refunded.
      await expect(tab(page, 'Ready to View')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name: 'Refunded', exact: true })).toBeVisible();
      const cards = page.getByRole('tabpanel').getByRole('article');
      await expect(cards).toHaveCount(4);
      for (const card of await cards.all()) {
        await expect(card).toContainText(/Refunded on \w+ \d{1,2}, \d{4}\./);
        await expect(card).not.toContainText('Ready by');
      }
      await snap(`lifecycle-refunded-cards-${size}`);

      await page.goto(`/premium-soulmate-reading/${code}`);
      await expect(page.getByRole('heading', { name: 'Order Refunded' })).toBeVisible();
      await expect(page.getByText(/^Refunded on \w+ \d{1,2}, \d{4}$/)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/premium-soulmate-reading/${code}$`));
      await snap(`lifecycle-refunded-premium-${size}`);

      // The refund closed what the payment opened: the free reading stays, under the refund's notice.
      await page.goto(`/first-reading/${code}`);
      await expect(page.getByText('Your payment was refunded')).toBeVisible();
      await expect(page.getByText(/Refunded on \w+ \d{1,2}, \d{4}/)).toBeVisible();
      await expect(page.getByText(/already paid|Unlocked/i)).toHaveCount(0);
      await snap(`lifecycle-refunded-first-reading-${size}`);

      // The same link, signed out (as the "reading ready" mail opens it): the refund, not a sale or "paid".
      await page.context().clearCookies();
      await page.goto(`/first-reading/${code}`);
      await expect(page.getByText('Your payment was refunded')).toBeVisible();
      await expect(page.getByText(/already paid|Unlocked/i)).toHaveCount(0);
    });
  });
}
