import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { customerWithOrders, freeRequest, setPasswordAndLogIn } from '../factories';
import { expect, test } from '../fixtures';

/**
 * No link leads to a page that does not exist: walks the pages a visitor and a customer see, gathers
 * every link on them and in every mail the shop wrote meanwhile, and opens each one. A link whose page
 * answers with the not-found screen fails the test, naming the link and where it was found.
 */
const NOT_FOUND = '404 Page Not Found';
const DASHBOARD_TABS = ['ready', 'in-progress', 'needs-info', 'needs-payment', 'explore'];

/** Same-origin page links only: API calls, uploaded files and static assets are not pages. */
function pageLink(href: string, origin: string): string | undefined {
  const url = new URL(href, origin);
  if (url.origin !== origin) return undefined;
  if (/^\/(api|uploads)\//.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  return url.pathname + url.search;
}

async function linksOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  // Pages load their data after the first paint: wait for the network to settle before reading links.
  await page.waitForLoadState('networkidle');
  return page.$$eval('a[href]', (anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
}

function mailLinks(dataDir: string): string[] {
  const dir = join(dataDir, 'mail');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .flatMap((name) => readFileSync(join(dir, name), 'utf8').replace(/=\r?\n/g, '').match(/https?:\/\/[^\s"<>]+/g) ?? []);
}

test('every link the app or a mail makes opens a page that exists', async ({ page, request, shop }) => {
  // About sixty pages, each waited on until its network settles (~2 s): the walk grows with the app.
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
    await page.goto(link);
    await page.waitForLoadState('networkidle');
    if (await page.getByRole('heading', { name: NOT_FOUND }).isVisible()) broken.push(`${link} (found on ${source})`);
  }
  expect(broken, 'links that lead to the not-found page').toEqual([]);
});
