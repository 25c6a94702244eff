import type { APIRequestContext, Page } from '@playwright/test';
import { requiredWork } from '@shared/domain/content-testing';
import { expect } from './fixtures';
import { waitForMail } from './mailbox';
import { STAFF_ACCOUNT, type ShopServer } from './server';
import { sketchPng } from './sketch-image';

/**
 * Orders and customers made through the shop's real API, as a visitor, the payment sandbox and staff
 * would make them: the journeys share these instead of each writing its own.
 */
export const PASSWORD = 'moonlit garden path';

export async function freeRequest(request: APIRequestContext, email: string, name: string): Promise<string> {
  const created = await request.post('/api/free-soulmate', {
    data: { name, email, birthdate: '1991-06-02', gender_preference: 'male', soulmate_trait: 'Gentle, witty and brave', question: 'Where will I meet my soulmate?' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { order: { requestCode: string } }).order.requestCode;
}

/** Pays an order with the sandbox's success card, through the shop's own fulfilment. */
export async function payInSandbox(request: APIRequestContext, code: string): Promise<void> {
  const intent = await (await request.post(`/api/create-payment-intent/${code}`, { data: {} })).json();
  const confirm = await request.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    data: { clientSecret: intent.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
  });
  expect((await confirm.json()).status).toBe('succeeded');
}

export async function answerOnboarding(request: APIRequestContext, code: string): Promise<void> {
  const answers = { currentRelationshipStatus: 'single', pastRelationshipPatterns: 'I fall for people far away.', desiredQualities: 'Warmth, patience and laughter.' };
  expect((await request.post(`/api/onboardings/${code}`, { data: answers })).status()).toBe(200);
}

/** What staff write: the sketch and notes of a soulmate reading, and any product's premium fields. */
export interface StaffWork {
  sketchUrl?: string;
  sketchAlt?: string;
  readingNotes?: string;
  /** Premium fields by key (the product registry's content says which fit the product). */
  premium?: Record<string, string>;
}

const SOULMATE_WORK: StaffWork = {
  sketchUrl: 'https://cdn.example.com/sketch.png',
  sketchAlt: 'A pencil portrait',
  readingNotes: 'The cards see a warm meeting before the summer.',
};

/**
 * Staff complete the reading of an order, as the admin editor does: by default the soulmate reading's
 * sketch and notes; `work` adds or replaces fields (a bonus order sends its premium text alone). Paid
 * work cannot be completed with its required sections empty: they are written for it, under any
 * premium text `work` gives.
 */
export async function completeAsStaff(request: APIRequestContext, name: string, code: string, work: StaffWork = SOULMATE_WORK): Promise<void> {
  await logInAsStaff(request);
  const list = await (await request.get(`/api/admin/readings?pageSize=100&search=${encodeURIComponent(name)}`)).json();
  const item = (list.items as { id: number; requestCode: string; productId: number; isPaid: boolean; status: string }[]).find((reading) => reading.requestCode === code)!;
  const written = item.isPaid ? { ...work, premium: { ...requiredWork(item.productId), ...work.premium } } : work;
  // Journeys that skip the questionnaire: staff deliver without its answers, as they confirm in the editor.
  const data = item.status === 'needs_input' ? { ...written, deliverWithoutAnswers: true } : written;
  const completed = await request.patch(`/api/admin/readings/${item.id}`, { data });
  expect(completed.status(), await completed.text()).toBe(200);
  await request.post('/api/logout', { data: {} });
}

export async function logInAsStaff(request: APIRequestContext): Promise<void> {
  expect((await request.post('/api/login', { data: { username: STAFF_ACCOUNT.email, password: STAFF_ACCOUNT.password } })).status()).toBe(200);
}

/** Staff upload an image as the editor does; answers its address (`/uploads/...`). */
export async function uploadAsStaff(request: APIRequestContext, png: Buffer): Promise<string> {
  await logInAsStaff(request);
  const upload = await request.post('/api/admin/uploads', { data: png, headers: { 'content-type': 'image/png' } });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  await request.post('/api/logout', { data: {} });
  return url;
}

/**
 * A free request, confirmed, that staff have completed with an uploaded sketch and two paragraphs of
 * notes (the preview shows the first), as a visitor receives it: answers its request code.
 */
export async function completedFreeReading(request: APIRequestContext, email: string): Promise<string> {
  const name = `Lyra Completed ${Date.now()}`;
  const code = await freeRequest(request, email, name);
  await request.post(`/api/readings/confirm/${code}`, { data: {} });
  const sketchUrl = await uploadAsStaff(request, sketchPng());
  await completeAsStaff(request, name, code, {
    sketchUrl,
    sketchAlt: 'A gentle pencil portrait',
    readingNotes: 'The cards see a meeting before spring.\n\nThe second paragraph is for the full reading.',
  });
  return code;
}

/** The receipt's "set your password" link, as the first payment mailed it. */
export async function setPasswordLink(shop: ShopServer, email: string): Promise<string> {
  const receipt = await waitForMail(shop.dataDir, email, /receipt/i);
  const link = receipt.links.find((url) => url.includes('/reset-password?token='));
  expect(link, 'the receipt links to choosing a password').toBeTruthy();
  return link!;
}

/**
 * A customer with an order in every paid state: a reading staff completed, one being prepared, and the
 * six bonus orders of those two payments waiting for answers. An unpaid order is on an account only when
 * placed signed in: `placeOrderSignedIn` adds one once the customer has logged in.
 */
export async function customerWithOrders(request: APIRequestContext, shop: ShopServer) {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const email = `dash-${stamp}@example.com`;
  const completedName = `Nova Done ${stamp}`;
  const completedCode = await freeRequest(request, email, completedName);
  await payInSandbox(request, completedCode);
  const link = await setPasswordLink(shop, email);
  const inProgressCode = await freeRequest(request, email, `Nova Waiting ${stamp}`);
  await payInSandbox(request, inProgressCode);
  for (const code of [completedCode, inProgressCode]) await answerOnboarding(request, code);
  await completeAsStaff(request, completedName, completedCode);
  return { email, link, completedCode, inProgressCode };
}

/**
 * `customerWithOrders`, signed in on `page` through the receipt's set-password link, on the dashboard. The
 * page's clock is installed first (real time until a test moves it), so the dialogs' timers can be stepped.
 */
export async function customerOnDashboard(page: Page, request: APIRequestContext, shop: ShopServer) {
  await page.clock.install();
  const customer = await customerWithOrders(request, shop);
  await setPasswordAndLogIn(page, customer.link, customer.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return customer;
}

/** A catalogue order (the love forecast) that a signed-in customer places and has not paid yet. */
export async function placeOrderSignedIn(page: Page, email: string): Promise<string> {
  const placed = await page.request.post('/api/orders', { data: { productId: 3, name: 'Nova Star', email } });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { order: { requestCode: string } }).order.requestCode;
}

/**
 * Chooses the password through the mailed link, which signs the customer in and opens the dashboard
 * (or the link's `next`): answers once the browser knows who is signed in.
 */
export async function setPasswordAndLogIn(page: Page, link: string, email: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? 'null') as { username?: string } | null)?.username)).toBe(email);
  await expect(page).not.toHaveURL(/\/reset-password/);
}

/**
 * Staff refund an order from the admin, as the editor's "Refund order" does; in test mode the sandbox
 * refunds at once and its event marks the order (and its bonus orders) refunded.
 */
export async function refundAsStaff(request: APIRequestContext, name: string, code: string): Promise<void> {
  await logInAsStaff(request);
  const list = await (await request.get(`/api/admin/readings?pageSize=100&search=${encodeURIComponent(name)}`)).json();
  const item = (list.items as { orderId: number; requestCode: string }[]).find((reading) => reading.requestCode === code)!;
  const refunded = await request.post(`/api/admin/orders/${item.orderId}/refund`, { data: { reason: 'Asked within the 48-hour money-back guarantee' } });
  expect(refunded.status(), await refunded.text()).toBe(200);
  await request.post('/api/logout', { data: {} });
}
