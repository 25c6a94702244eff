import { readFileSync } from 'node:fs';
import type { APIResponse, Page } from '@playwright/test';
import { readingCopies } from '../app-database';
import { completedFreeReading, completeAsStaff, freeRequest, payInSandbox } from '../factories';
import { allowServiceWorker, DESKTOP, expect, PHONE, test, waitForServiceWorker } from '../fixtures';

allowServiceWorker();

/**
 * The pages our mails lead to answer HTML that already holds the reading, as the API would show it to
 * the same visitor: the name, the question, the sign and the preview, never the paid part. React then
 * adopts that HTML with the answers handed over in it, without asking the API again.
 */
const PREVIEW = 'The cards see a meeting before spring.';
const PAID_PART = 'The second paragraph is for the full reading.';
const QUESTION = 'Where will I meet my soulmate?';

const readingPages = (code: string) => [`/first-reading/${code}`, `/sales/${code}`, `/thank-you/${code}`, `/thank-you-confirmed/${code}`];

/** Every script element of a page's HTML has a source: the Content-Security-Policy runs no inline script. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1]!).filter((attributes) => !/\bsrc=/.test(attributes));
}

async function rawPage(response: APIResponse) {
  return { status: response.status(), cacheControl: response.headers()['cache-control'], html: await response.text() };
}

test('each reading page answers HTML holding the name, question, sign and preview, never the paid part, and no inline script', async ({ request }) => {
  const code = await completedFreeReading(request, `rendered-${Date.now()}@example.com`);
  const { name } = (await (await request.get(`/api/readings/by-code/${code}`)).json()) as { name: string };
  for (const path of readingPages(code)) {
    const { status, cacheControl, html } = await rawPage(await request.get(path));
    expect(status, path).toBe(200);
    expect(cacheControl, path).toBe('private, no-store');
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<div id="page-answers"'));
    expect(root, path).toContain(name);
    // Born 2 June 1991.
    expect(root, path).toContain('Gemini');
    // The sales page shows the preview without the question; the thank-you pages the question alone.
    if (!path.startsWith('/sales')) expect(root, path).toContain(QUESTION);
    if (!path.startsWith('/thank-you')) expect(root, path).toContain(PREVIEW);
    expect(html, path).not.toContain(PAID_PART);
    expect(inlineScripts(html), path).toEqual([]);
  }
});

test('a paid reading is not sold again, and its premium text stays out of a visitor’s HTML', async ({ request }) => {
  const name = `Paid Pavo ${Date.now()}`;
  const code = await freeRequest(request, `rendered-paid-${Date.now()}@example.com`, name);
  await payInSandbox(request, code);
  // Staff write the premium sections ("Written for {section}.") and the notes.
  await completeAsStaff(request, name, code, { sketchUrl: 'https://cdn.example.com/sketch.png', sketchAlt: 'A pencil portrait', readingNotes: `${PREVIEW}\n\n${PAID_PART}` });
  const { status, html } = await rawPage(await request.get(`/first-reading/${code}`));
  expect(status).toBe(200);
  expect(html).toContain('Your Full Reading Is Unlocked');
  expect(html).not.toContain('Unlock Full Reading Now');
  expect(html).not.toContain('Written for ');
  expect(html).not.toContain(PAID_PART);
});

test('an unknown or malformed code answers 404 with the not-found screen', async ({ request }) => {
  for (const path of ['/first-reading/REQ-0000-0000-0000-0000-0000-0000-0000', '/sales/not-a-code', '/thank-you/%E0%A4%A', '/thank-you-confirmed/REQ-1']) {
    const { status, cacheControl, html } = await rawPage(await request.get(path));
    expect(status, path).toBe(404);
    expect(cacheControl, path).toBe('private, no-store');
    expect(html, path).toContain('Page Not Found');
    expect(inlineScripts(html), path).toEqual([]);
  }
});

/**
 * The device's store (Dexie), which the page loads beside hydrating, not for it: it keeps the reading
 * as the offline copy (app/server-render/adopt-page-answers.ts). Read from the build's manifest.
 */
function deviceStoreScripts(): string[] {
  const manifest = JSON.parse(readFileSync('dist/pwa/.vite/manifest.json', 'utf8')) as Record<string, { file: string; name?: string }>;
  // The chunk of src/lib/device/database.ts, named after its module.
  return Object.values(manifest)
    .filter((chunk) => chunk.name === 'database')
    .map((chunk) => `/${chunk.file}`);
}

test('a reading page names every script the app loads to hydrate it, so the browser asks for them side by side', async ({ browser, request, shop }) => {
  const deviceStore = deviceStoreScripts();
  expect(deviceStore).toHaveLength(1);
  const code = await completedFreeReading(request, `rendered-scripts-${Date.now()}@example.com`);
  for (const path of readingPages(code)) {
    const html = await (await request.get(path)).text();
    const boot = /<script type="module" crossorigin src="([^"]+)">/.exec(html)?.[1];
    const named = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    // A first visit each: a browser that holds the app's database also starts the questionnaire outbox.
    const context = await browser.newContext({ baseURL: shop.url, serviceWorkers: 'block' });
    const page = await context.newPage();
    // When the app started, in the page's own clock (AppProvider marks <html> after its first commit).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-app-started')) return;
        (window as unknown as { appStartedAt: number }).appStartedAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true });
    });
    await page.goto(path);
    await page.waitForFunction(() => (window as unknown as { appStartedAt?: number }).appStartedAt !== undefined);
    const loaded = await page.evaluate(() => {
      const startedAt = (window as unknown as { appStartedAt: number }).appStartedAt;
      const scripts = performance.getEntriesByType('resource').filter((entry) => entry.startTime <= startedAt && entry.name.endsWith('.js'));
      return scripts.map((entry) => new URL(entry.name).pathname);
    });
    await context.close();
    expect(loaded.length, path).toBeGreaterThan(1);
    expect(loaded.filter((script) => script !== boot && !deviceStore.includes(script) && !named.includes(script)), path).toEqual([]);
  }
});

/** Console errors (a hydration mismatch is one) and the API reads the page makes. */
function watch(page: Page) {
  const errors: string[] = [];
  const reads: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/readings') || url.pathname === '/api/prices' || url.pathname === '/api/social-proof') reads.push(url.pathname);
  });
  return { errors, reads };
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px each reading page hydrates without errors or a second read, and its buttons work`, async ({ page, request, snap }) => {
    await page.setViewportSize(viewport);
    const code = await completedFreeReading(request, `hydrate-${viewport.width}-${Date.now()}@example.com`);
    const { errors, reads } = watch(page);
    for (const path of readingPages(code)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Hydrated: React has adopted the HTML once the page's interactive parts answer.
      await expect(page.locator('html[data-app-started]')).toHaveCount(1);
      await snap(`server-rendered${path.split('/')[1] === 'first-reading' ? '' : `-${path.split('/')[1]}`}-${viewport.width}`);
    }
    expect(errors).toEqual([]);
    expect(reads).toEqual([]);

    // The payment dialog opens from the hydrated first-reading page.
    await page.goto(`/first-reading/${code}`);
    await expect(page.locator('html[data-app-started]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Unlock Full Reading Now' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}

test('offline, a reading seen once opens from its last copy, and an unseen one says it needs a connection', async ({ page, context, request, shop }) => {
  const seen = await completedFreeReading(request, `offline-seen-${Date.now()}@example.com`);
  const unseen = await completedFreeReading(request, `offline-unseen-${Date.now()}@example.com`);
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto(`/first-reading/${seen}`);
  await expect(page.getByText(PREVIEW)).toBeVisible();
  // The copy is kept once the page has shown the reading the server handed over.
  await expect.poll(async () => (await readingCopies(page, seen)).length).toBe(1);

  await shop.stop();
  await context.setOffline(true);
  try {
    await page.goto(`/first-reading/${seen}`);
    await expect(page.getByText(PREVIEW)).toBeVisible();
    await expect(page.getByText(/Offline copy from/)).toBeVisible();

    await page.goto(`/thank-you-confirmed/${unseen}`);
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
    await expect(page.getByText('This page needs a connection to open.', { exact: false })).toBeVisible();
    await expect(page.getByText(QUESTION)).toHaveCount(0);
  } finally {
    await context.setOffline(false);
    await shop.start();
  }
});
