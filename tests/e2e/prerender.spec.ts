import type { Page, Route } from '@playwright/test';
import { APP_STARTED_ATTRIBUTE } from '../../pwa/src/lib/app-started';
import { APP_SHELL_ROOT_ATTRIBUTE } from '../../shared/routes/prerendered-pages';
import { cardFace, cardName } from '../deck';
import { DESKTOP, expect, PHONE, test } from '../fixtures';

/**
 * Prerendered pages (docs/decisions/016): the public pages that need no data arrive as HTML, paint before any script, and the app
 * hydrates that HTML instead of replacing it.
 */

/** Collects what the page logs as errors (a hydration mismatch is reported there). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Holds back every built file (script, stylesheet) whose name matches until `release()`; the page meanwhile has only its HTML. */
async function holdFiles(page: Page, pattern: RegExp): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && pattern.test(url.pathname),
    async (route) => {
      if (holding) held.push(route);
      else await route.continue();
    },
  );
  return {
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

test('the public pages come as HTML with their own titles, and an unknown address is a real 404', async ({ request }) => {
  const home = await request.get('/');
  const html = await home.text();
  expect(html).toContain('Discover Your Soulmate Through the');
  expect(html).toMatch(/<input[^>]*type="email"/);
  expect(html).toContain('<title>SoulSketch — Free Tarot Reading &amp; Soulmate Sketch</title>');
  // No inline script: the CSP (script-src 'self') would refuse it, and nothing is needed to paint.
  expect(html).not.toMatch(/<script>/);
  // The first screen's styles are in the page; the full stylesheet comes after the content.
  expect(html).toMatch(/<head>[\s\S]*<style>[\s\S]*<\/head>/);
  expect(html).not.toMatch(/<head>[\s\S]*rel="stylesheet"[\s\S]*<\/head>/);

  for (const [path, title, heading] of [
    ['/privacy-policy', 'Privacy Policy | SoulSketch', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service | SoulSketch', 'Terms of Service'],
    ['/disclaimer', 'Disclaimer | SoulSketch', 'Disclaimer'],
    ['/horoscope', 'Daily Horoscope | SoulSketch', 'Daily Horoscope'],
  ] as const) {
    const page = await (await request.get(path)).text();
    expect(page, path).toContain(`<title>${title}</title>`);
    expect(page, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  }

  const missing = await request.get('/no-such-page/anywhere');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('404 Page Not Found');
  // A page drawn by the client router gets the app shell, not the home page's HTML: a root marked as
  // the shell's, holding only the loading state.
  const shell = await (await request.get('/login')).text();
  expect(shell).toMatch(new RegExp(`<div id="root" ${APP_SHELL_ROOT_ATTRIBUTE}><div role="status"[^>]*>.*<p>Loading...</p></div></div>`));
  expect(shell).not.toContain('Discover Your Soulmate');
});

test('without JavaScript the home page shows its hero, cards and a form that takes typing', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Your Soulmate Through the Wisdom of Tarot');
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  const name = page.getByLabel('Your Name');
  await name.fill('Before Scripts');
  await expect(name).toHaveValue('Before Scripts');
  await context.close();
});

test('the app hydrates the prerendered home page: the same elements stay, and nothing is redrawn', async ({ page }) => {
  const errors = consoleErrors(page);
  const scripts = await holdFiles(page, /\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await heading.evaluate((element) => element.setAttribute('data-painted-before-scripts', ''));
  await scripts.release();

  // Hydrated: the cards answer (a tap before the scripts ran does nothing: tried until one turns the
  // card), and the heading is still the element painted before them.
  const card = page.getByRole('button', { name: /The Lovers/ });
  await expect(async () => {
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true', { timeout: 500 });
  }).toPass();
  await expect(page.locator('h1[data-painted-before-scripts]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a visitor who scrolled the page before the app started stays where they were', async ({ page }) => {
  const scripts = await holdFiles(page, /\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { name: 'How It Works' });
  const top = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  await heading.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const before = await top();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await scripts.release();

  // The app has started (its first commit's effects have run): it used to scroll its first page to the top.
  await expect(page.locator(`html[${APP_STARTED_ATTRIBUTE}]`)).toHaveCount(1);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await top()).toBe(before);
});

test.describe('on a screen with a pointer', () => {
  test.use({ viewport: DESKTOP, reducedMotion: 'no-preference' });

  test('a card pointed at before the deck hydrated shows its face once it has', async ({ page }) => {
    const errors = consoleErrors(page);
    const scripts = await holdFiles(page, /\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    const star = page.getByRole('button', { name: cardName('The Star') });
    await star.hover();
    // The prerendered card has its words (its name) but no face yet (decision 016).
    await expect(star).toHaveAccessibleName('XVII. The Star. Hope is renewed, and love finds its way back to you.');
    const face = cardFace(star);
    await expect(face).toHaveCount(0);
    await scripts.release();

    // No pointer event comes after hydration while the pointer rests on the card: it is drawn all the same.
    await expect(face).toHaveCount(1);
    await expect(face.getByText('The Star', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('what a visitor typed into the form before its code arrived is kept and sent', async ({ page }) => {
  const errors = consoleErrors(page);
  const formCode = await holdFiles(page, /free-reading-form/);
  await page.goto('/');
  await page.getByLabel('Your Name').fill('Early Typist');
  await page.getByLabel('Email Address').fill(`early-${Date.now()}@example.com`);
  await formCode.release();

  await page.getByLabel('Date of Birth').fill('1990-02-28');
  await page.getByLabel('Who Are You Attracted To?').selectOption('female');
  await page.getByLabel('Your Soulmate’s Traits').fill('Kind, curious and brave');
  await page.getByLabel('Your Question About Love').fill('Where will I meet the one I am looking for?');
  // Hydrated: the rule now names the latest date allowed, from the visitor's own calendar.
  await expect(page.getByText(/the latest date allowed is/)).toBeVisible();
  await page.getByRole('button', { name: 'Get My Free Reading' }).click();
  await expect(page).toHaveURL(/\/submission-success\//);
  expect(errors).toEqual([]);
});

test('a page the client router draws shows its loading state before any script or stylesheet, then the page', async ({ page }) => {
  const errors = consoleErrors(page);
  const files = await holdFiles(page, /\.(js|css)$/);
  await page.goto('/login', { waitUntil: 'commit' });
  const loading = page.getByRole('status').filter({ hasText: 'Loading...' });
  await expect(loading).toBeVisible();
  // Drawn by the styles inlined in the shell: a gold-topped ring in the middle of the dark page.
  await expect(loading.locator('[aria-hidden=true]')).toHaveCSS('border-top-color', 'rgb(246, 212, 122)');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 10, 36)');
  await files.release();

  // React's first render replaced the shell's loading state, and once the page is drawn none is left.
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.locator('[data-loading]')).toHaveCount(0);
  await expect(page.locator(`#root[${APP_SHELL_ROOT_ATTRIBUTE}] > [role=status]`)).toHaveCount(0);
  // The login page asks who is signed in; nobody is, and the browser logs that 401 as an error.
  expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
});

test('a page the client router draws loads its code before React draws, so React never shows a loading state of its own', async ({ page }) => {
  // Counts every "Loading..." status put into the page, the shell's own from its HTML included: React's
  // fallback for code on its way is the same picture, and what replaces it waits (lazy-with-preload.ts).
  await page.addInitScript(() => {
    const shown = new Set<Element>();
    Object.assign(window, { codeLoadingShown: shown });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const status of [node, ...node.querySelectorAll('[data-loading]')])
            if (status.matches('[data-loading]') && status.textContent === 'Loading...') shown.add(status);
        }
    }).observe(document, { childList: true, subtree: true });
  });
  // The screen's chunk comes late, as on a slow network: React would have to show something meanwhile.
  await page.route(/\/assets\/login-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { codeLoadingShown: Set<Element> }).codeLoadingShown.size)).toBe(1);
});

test('the policy pages and the 404 page hydrate without a mismatch', async ({ page }) => {
  const errors = consoleErrors(page);
  for (const path of ['/privacy-policy', '/terms-of-service', '/disclaimer']) {
    await page.goto(path);
    await expect(page.getByText(/^Last Updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  const response = await page.goto('/somewhere-else');
  expect(response?.status()).toBe(404);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Your Soulmate Through the Wisdom of Tarot');
  expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
});
