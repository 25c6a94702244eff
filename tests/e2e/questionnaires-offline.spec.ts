import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, request as apiRequest, test, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { questionnaireFor, questionnairePath } from '@shared/domain/questionnaire-path';
import { QUESTIONNAIRES } from '@shared/questionnaires';
import { validAnswers } from '../../api/src/testing/questionnaire-answers';
// @ts-expect-error -- a plain .mjs helper shared with the install script
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { putInStore, readStore } from '../app-database';
import { PASSWORD, payInSandbox, setPasswordLink } from '../factories';
import { allowServiceWorker, waitForServiceWorker } from '../fixtures';
import { createShopServer, E2E_PORT_BASE, START_TIMEOUT_MS, type ShopServer } from '../server';

allowServiceWorker();

/**
 * Questionnaire answers offline and exactly once (docs/decisions/011), in Chromium with a persistent profile: a customer answers 50
 * questionnaires with the API server stopped (a service worker ignores `setOffline`, so the server
 * really goes away), reloads, closes and reopens the browser in two tabs, and when the server is back
 * every answer is stored exactly once. One more answer, made invalid on the device, is refused once and
 * never retried. The browser talks to the shop through a small counting proxy, so the test sees every
 * request that reached the server, the service worker's included.
 *
 * This file runs its own shop (a higher catalogue order limit: 51 orders are placed through the real
 * API) on its own SQLite file, whose rows it counts.
 */
const ANSWERED = 50;

interface Order {
  id: number;
  requestCode: string;
  productId: number;
  status: string;
}

/** What reached the server: every questionnaire POST it answered, by submission id. */
interface CountingProxy {
  url: string;
  answered: { submissionId: string; status: number }[];
  close(): Promise<void>;
}

async function countingProxy(target: string, port: number): Promise<CountingProxy> {
  const answered: CountingProxy['answered'] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = httpRequest(`${target}${incoming.url}`, { method: incoming.method, headers: incoming.headers }, (response) => {
      if (incoming.method === 'POST' && incoming.url?.startsWith('/api/questionnaires/')) {
        answered.push({ submissionId: String(incoming.headers['idempotency-key']), status: response.statusCode ?? 0 });
      }
      outgoing.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(outgoing);
    });
    // The shop is stopped: the browser sees what it would see, a connection that fails.
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    answered,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function placePaidOrder(api: APIRequestContext, email: string, productId: number): Promise<void> {
  const created = await api.post('/api/orders', { data: { productId, name: 'Nova Offline', email } });
  expect(created.status()).toBe(201);
  await payInSandbox(api, ((await created.json()) as { order: { requestCode: string } }).order.requestCode);
}

/** A few at a time: the shop's SQLite takes one writer at a time, and payments write a lot. */
async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(work));
}

function launch(userDataDir: string, baseURL: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: (findChromium as () => string | undefined)(),
    args: CHROMIUM_ARGS as string[],
    baseURL,
    viewport: { width: 1280, height: 800 },
  });
}

/** A client-side move (the app's own router), which needs no server: what a tap on a link does. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A questionnaire answered from a draft: its page, and the draft the customer would have left there. */
function drafted(order: Order, accountId: string) {
  const definition = QUESTIONNAIRES[questionnaireFor(order.productId).id];
  return {
    path: questionnairePath(order),
    submitLabel: definition.copy.submitLabel,
    draft: { accountId, orderRef: String(order.id), questionnaireId: definition.id, values: validAnswers(definition), step: definition.steps.length - 1, updatedAt: Date.now() },
  };
}

/**
 * Submits questionnaires through their pages as a customer would, each restored from its draft on its
 * last step: open the page (the app's own router), press its submit button, see "Saved on this device".
 * Driven from inside the page, so 50 of them take seconds rather than a minute of round trips.
 */
async function submitFromDrafts(page: Page, orders: Order[], accountId: string): Promise<void> {
  const targets = orders.map((order) => drafted(order, accountId));
  await putInStore(
    page,
    'questionnaireDrafts',
    targets.map((target) => target.draft),
  );
  await page.evaluate(async (pages) => {
    async function waitFor<T>(find: () => T | undefined, what: string): Promise<T> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = find();
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what} on ${location.pathname}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    for (const { path, submitLabel } of pages) {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
      const submit = await waitFor(() => [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === submitLabel && !button.disabled), submitLabel);
      submit.click();
      await waitFor(() => [...document.querySelectorAll('[role="status"]')].find((status) => status.textContent?.includes('Saved on this device')), '"Saved on this device"');
    }
  }, targets.map(({ path, submitLabel }) => ({ path, submitLabel })));
}

/** The device's outbox. */
const outbox = (page: Page) => readStore<{ submissionId: string; orderRef: string; state: string; attempts: number }>(page, 'questionnaireOutbox');

/** Toggling the emulated network fires `offline` then `online` in every page: "the network is back". */
async function networkBack(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await new Promise((resolve) => setTimeout(resolve, 100));
  await context.setOffline(false);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

test.describe.configure({ mode: 'serial' });

let shop: ShopServer;
let proxy: CountingProxy;
let userDataDir: string;

// Playwright requires the destructuring form for a hook that uses no fixture.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, workerInfo) => {
  shop = createShopServer(E2E_PORT_BASE + 200 + workerInfo.workerIndex, { ORDER_RATE_LIMIT: '1000/60' });
  test.setTimeout(START_TIMEOUT_MS + 10_000);
  await shop.start();
  proxy = await countingProxy(shop.url, 4650 + workerInfo.workerIndex);
  userDataDir = mkdtempSync(join(tmpdir(), 'soulsketch-profile-'));
});

test.afterAll(async () => {
  await proxy?.close();
  await shop?.stop();
  rmSync(userDataDir, { recursive: true, force: true });
});

test('50 questionnaires answered with the server stopped, through a reload and a browser restart, are stored exactly once, even with two tabs open', async () => {
  test.setTimeout(150_000);
  const started = Date.now();
  const timings: Record<string, number> = {};
  const lap = (name: string) => {
    timings[name] = Date.now() - started;
    if (process.env.E2E_LAPS) console.log(name, timings[name]);
  };
  const db = new Database(join(shop.dataDir, 'soulsketch.sqlite'), { readonly: true, fileMustExist: true });
  const stored = () => db.prepare('SELECT COUNT(*) AS rows, COUNT(DISTINCT order_id) AS orders, COUNT(DISTINCT submission_id) AS ids FROM questionnaire_responses').get() as { rows: number; orders: number; ids: number };

  // 51 paid orders that need answers, through the real API: 50 for the journey and one whose answers
  // the server will refuse. The first payment makes the account and mails the set-password link.
  const email = `offline-${Date.now()}@example.com`;
  const api = await apiRequest.newContext({ baseURL: shop.url });
  await placePaidOrder(api, email, 8);
  const token = new URL(await setPasswordLink(shop, email)).searchParams.get('token');
  await inBatches(
    Array.from({ length: ANSWERED }, (_, index) => [8, 3, 4][index % 3]!),
    10,
    (productId) => placePaidOrder(api, email, productId),
  );
  expect((await api.post('/api/password-reset/complete', { data: { token, password: PASSWORD } })).status()).toBe(200);
  await api.dispose();
  lap('51 paid orders');

  let context = await launch(userDataDir, proxy.url);
  let page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(tab(page, 'Needs Your Input')).toHaveAccessibleName(/Needs Your Input\s*, 51$/);
  // The service worker has the app shell (registered after the page loads; it precaches every chunk).
  await waitForServiceWorker(page);
  const accountId = String((JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!) as { id: number }).id);
  const orders = await page.evaluate(async (id) => (await (await fetch(`/api/users/${id}/orders`)).json()) as Order[], accountId);
  const [typed, refused, ...byDraft] = [...orders].sort((a, b) => a.id - b.id);
  expect(byDraft).toHaveLength(ANSWERED - 1);
  expect(typed!.productId).toBe(8);
  lap('signed in');

  await shop.stop();

  await test.step('one questionnaire typed through the wizard, its draft surviving a reload mid-step', async () => {
    await page.getByRole('link', { name: 'Complete Questionnaire' }).first().waitFor();
    await goInApp(page, questionnairePath(typed!));
    await page.getByLabel(/^First name/).fill('Nova');
    await page.getByLabel(/^Date of birth/).fill('1990-05-17');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Yes, but we are apart').check();
    await page.getByLabel(/^Their first name/).fill('Sol');
    // Saved as typed: the draft is on the device a moment later, then the page is reloaded offline.
    const draftOfTyped = async () => (await readStore<{ orderRef: string; step: number; values: { partnerName?: string } }>(page, 'questionnaireDrafts')).find((draft) => draft.orderRef === String(typed!.id));
    await expect.poll(draftOfTyped).toMatchObject({ step: 1, values: { partnerName: 'Sol' } });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your connection' })).toBeVisible();
    await expect(page.getByLabel('Yes, but we are apart')).toBeChecked();
    await expect(page.getByLabel(/^Their first name/)).toHaveValue('Sol');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Repeating numbers and synchronicities').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/^Which stage feels closest/).selectOption('reunion');
    await page.getByLabel(/^What would you most like your reading to reveal/).fill('Whether we will find our way back to each other.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Complete Questionnaire' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' }).first()).toBeVisible();
    await page.screenshot({ path: '.tmp/screens/questionnaire-saved-offline.png', fullPage: true });
  });
  lap('one typed');

  await test.step('49 more (and the one the server will refuse) submitted from their pages, the answers restored from drafts', async () => {
    await submitFromDrafts(page, [refused!, ...byDraft], accountId);
    // Answers that will not pass the server's rules (made invalid on the device): a refusal to come.
    const items = await outbox(page);
    const bad = items.find((item) => item.orderRef === String(refused!.id))!;
    await putInStore(page, 'questionnaireOutbox', [{ ...bad, answers: {} }]);
    expect(items.filter((item) => item.state === 'queued')).toHaveLength(ANSWERED + 1);
  });
  lap('50 + 1 queued offline');

  await goInApp(page, '/dashboard');
  await expect(page.getByText(`${ANSWERED + 1} answers waiting to send`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`${ANSWERED + 1} answers waiting to send`)).toBeVisible();
  await context.close();
  lap('reloaded and closed');

  // The installed app, reopened with the server still away: the dashboard from its last copy, in two tabs.
  context = await launch(userDataDir, proxy.url);
  page = context.pages()[0] ?? (await context.newPage());
  const second = await context.newPage();
  for (const each of [page, second]) {
    await each.goto('/dashboard');
    await expect(each.getByText('You are offline: these are your orders as this device last saw them.')).toBeVisible();
    await expect(each.getByText(`${ANSWERED + 1} answers waiting to send`)).toBeVisible();
  }
  await expect(page.getByRole('tabpanel').getByText('Saved on this device · 1 answer waiting to send')).toHaveCount(ANSWERED + 1);
  await page.screenshot({ path: '.tmp/screens/dashboard-offline-waiting-desktop.png' });
  await second.setViewportSize({ width: 390, height: 844 });
  await second.screenshot({ path: '.tmp/screens/dashboard-offline-waiting-phone.png' });
  lap('reopened offline, two tabs');
  expect(proxy.answered).toHaveLength(0);
  expect(stored().rows).toBe(0);

  // The server is back and both tabs hear the network return at once (the service worker may join in).
  await shop.start();
  lap('server started');
  await networkBack(context);
  await expect.poll(() => stored().rows, { timeout: 45_000 }).toBe(ANSWERED);
  lap('50 stored');
  await expect.poll(async () => (await outbox(page)).filter((item) => item.state === 'received').length).toBe(ANSWERED);

  expect(stored()).toEqual({ rows: ANSWERED, orders: ANSWERED, ids: ANSWERED });
  const refusedItem = (await outbox(page)).find((item) => item.orderRef === String(refused!.id))!;
  expect(refusedItem.state).toBe('failed');
  // Each answer reached the server once, whichever tab (or the worker) sent it; the refused one once.
  const reached = new Map<string, number>();
  for (const { submissionId } of proxy.answered) reached.set(submissionId, (reached.get(submissionId) ?? 0) + 1);
  expect(reached.size).toBe(ANSWERED + 1);
  expect([...reached.values()].every((times) => times === 1)).toBe(true);
  expect(proxy.answered.filter((one) => one.status === 201)).toHaveLength(ANSWERED);
  expect(proxy.answered.filter((one) => one.submissionId === refusedItem.submissionId).map((one) => one.status)).toEqual([422]);

  // Every card says so, in both tabs: the orders fetched again are In Progress; the refused one says what to do.
  for (const each of [page, second]) {
    await expect(tab(each, 'In Progress')).toHaveAccessibleName(/In Progress\s*, 50$/);
    await expect(tab(each, 'Needs Your Input')).toHaveAccessibleName(/Needs Your Input\s*, 1$/);
    await expect(each.getByText(/answers? waiting to send/)).toHaveCount(0);
  }
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveText([/Please open the questionnaire, check your answers and submit again\./]);
  await page.screenshot({ path: '.tmp/screens/dashboard-refused-answer.png' });
  await tab(page, 'In Progress').click();
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(ANSWERED);
  lap('cards in progress');

  // Not retried forever: the network returns again, the app restarts, and the refused answers were
  // still sent once; their page says what to do.
  await networkBack(context);
  await second.close();
  await page.reload();
  await expect(tab(page, 'In Progress')).toBeVisible();
  await goInApp(page, questionnairePath(refused!));
  await expect(page.getByText('Please open the questionnaire, check your answers and submit again.').first()).toBeVisible();
  expect(proxy.answered.filter((one) => one.submissionId === refusedItem.submissionId)).toHaveLength(1);
  expect((await outbox(page)).find((item) => item.submissionId === refusedItem.submissionId)).toMatchObject({ state: 'failed', attempts: refusedItem.attempts });
  lap('refusal not retried');

  const figures = { ...stored(), requestsThatReachedTheServer: proxy.answered.length, msSinceStart: timings };
  db.close();
  await context.close();
  console.log(`questionnaires-offline figures: ${JSON.stringify(figures)}`);
});
