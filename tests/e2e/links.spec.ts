import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { customerWithOrders, freeRequest, setPasswordAndLogIn } from '../factories';
import { DESKTOP, PHONE, expect, test } from '../fixtures';

/**
 * No link leads to a page that does not exist: walks the pages a visitor and a customer see, gathers
 * every link on them and in every mail the shop wrote meanwhile, and opens each one. A link whose page
 * answers with a not-found screen (no such page, code or product) fails the test, naming the link and
 * where it was found.
 */
/** The route-level 404 page and each page's own state for an unknown code or product. */
const NOT_FOUND = /not found/i;
const DASHBOARD_TABS = ['ready', 'in-progress', 'needs-info', 'needs-payment', 'explore'];

/** Same-origin page links only: API calls, uploaded files and static assets are not pages. */
function pageLink(href: string, origin: string): string | undefined {
  const url = new URL(href, origin);
  if (url.origin !== origin) return undefined;
  if (/^\/(api|uploads)\//.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  return url.pathname + url.search;
}

/**
 * Opens a page and waits until it has its content: pages load their code and data after the first
 * paint, showing a spinner meanwhile, and every page (the not-found one too) has one h1 once loaded.
 */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[data-loading]')).toHaveCount(0);
}

async function linksOn(page: Page, path: string): Promise<string[]> {
  await openSettled(page, path);
  return page.$$eval('a[href]', (anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
}

function mailLinks(dataDir: string): string[] {
  const dir = join(dataDir, 'mail');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .flatMap((name) => readFileSync(join(dir, name), 'utf8').replace(/=\r?\n/g, '').match(/https?:\/\/[^\s"<>]+/g) ?? []);
}

test('every link the app or a mail makes opens a page that exists', async ({ page, request, shop }) => {
  // About seventy-five pages: 40 s on a quiet machine, 105 s seen under a full suite's load.
  test.setTimeout(240_000);
  const origin = shop.url;
  const found = new Map<string, string>();
  const note = (links: string[], source: string) => {
    for (const href of links) {
      const link = pageLink(href, origin);
      if (link && !found.has(link)) found.set(link, source);
    }
  };

  // A visitor: the public pages, and the funnel's pages of a free request.
  const code = await freeRequest(request, `links-${Date.now()}@example.com`, 'Lina Links');
  const visitorPages = [
    '/',
    '/products',
    '/products/soulmate-reading',
    '/order/soulmate-reading',
    '/privacy-policy',
    '/terms-of-service',
    '/disclaimer',
    '/horoscope',
    '/horoscope/leo',
    '/login',
    '/confirm-request',
    `/submission-success/${code}`,
    `/thank-you/${code}`,
    `/request/${code}`,
    `/first-reading/${code}`,
    `/sales/${code}`,
  ];
  for (const path of visitorPages) note(await linksOn(page, path), path);

  // A customer: every tab of the dashboard with orders in every state.
  const customer = await customerWithOrders(request, shop);
  await setPasswordAndLogIn(page, customer.link, customer.email);
  await expect(page).toHaveURL(/\/dashboard/);
  for (const tab of DASHBOARD_TABS) note(await linksOn(page, `/dashboard?tab=${tab}`), `/dashboard?tab=${tab}`);

  note(mailLinks(shop.dataDir), 'a mail');
  expect(found.size, 'the walk found links to check').toBeGreaterThan(20);

  const broken: string[] = [];
  for (const [link, source] of found) {
    // Logging out from a link would end the walk's session; the logout control is a button anyway.
    await openSettled(page, link);
    const heading = await page.locator('main h1').first().textContent();
    if (NOT_FOUND.test(heading ?? '')) broken.push(`${link} (found on ${source})`);
  }
  expect(broken, 'links that lead to the not-found page').toEqual([]);
});

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`no link in the footer leads nowhere, at ${size} size`, async ({ page, snap }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/privacy-policy', '/login']) {
      await openSettled(page, path);
      const footer = page.locator('footer');
      // A social icon shows only for a real profile; while there are none, none shows.
      await expect(footer.locator('a[href="#"], a[href=""]'), path).toHaveCount(0);
      await expect(page.locator('a[href="#"]'), path).toHaveCount(0);
      for (const href of await footer.locator('a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))) {
        expect(href, path).toMatch(/^(\/|mailto:|https:\/\/)/);
      }
    }
    await page.locator('footer').scrollIntoViewIfNeeded();
    await snap(`footer-${size}`);
  });
}
