import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { PRODUCT_IDS } from '@shared/domain/products';
import { readingContentFor } from '@shared/domain/reading-content';
import { answerOnboarding, payInSandbox } from '../factories';
import { allowServiceWorker, DESKTOP, PHONE, expect, test, waitForServiceWorker } from '../fixtures';
import { waitForMail } from '../mailbox';
import { STAFF_ACCOUNT } from '../server';

allowServiceWorker();

/** A 1x1 PNG: the upload is checked by its content, so it must be a real image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function confirmedRequest(request: APIRequestContext, name: string, email: string): Promise<string> {
  const created = await request.post('/api/free-soulmate', {
    data: { name, email, birthdate: '1993-10-30', gender_preference: 'female', soulmate_trait: 'Brave, curious and very kind', question: 'Is my soulmate someone I already know?' },
  });
  const code = ((await created.json()) as { order: { requestCode: string } }).order.requestCode;
  await request.post(`/api/readings/confirm/${code}`, { data: {} });
  return code;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a staff member finds a confirmed request, uploads a sketch, writes notes and completes it', async ({ page, shop, snap }) => {
  const name = `Selene Marsh ${Date.now()}`;
  const email = `selene-${Date.now()}@example.com`;
  const code = await confirmedRequest(page.request, name, email);

  await page.setViewportSize(DESKTOP);
  await logIn(page, STAFF_ACCOUNT.email, STAFF_ACCOUNT.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await page.getByLabel('Search readings by name, e-mail or question').fill(name.toUpperCase());
  const edit = page.getByRole('button', { name: `Edit the reading for ${name}` }).first();
  await expect(edit).toBeVisible();
  await snap('admin-desktop');
  await edit.click();

  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByLabel('Sketch address')).toHaveValue(/^\/uploads\/[\w-]+\.png$/);
  await dialog.getByLabel('Describe the sketch').fill('A pencil portrait of a smiling woman with short curly hair');
  await dialog.getByLabel('Reading notes').fill('The cards show a bright meeting soon.\n\nLook for someone who makes you laugh on a rainy day.');
  await dialog.getByRole('button', { name: 'Save & Mark Completed' }).click();
  await expect(page.getByText('Reading completed').first()).toBeVisible();

  await page.getByRole('tab', { name: /Completed/ }).click();
  await expect(page.getByRole('button', { name: `Edit the reading for ${name}` }).first()).toBeVisible();

  const mail = await waitForMail(shop.dataDir, email, /ready/i);
  expect(mail.subject).toMatch(/ready/i);
  expect(mail.links).toContain(`${shop.url}/first-reading/${code}`);

  const reading = await (await page.request.get(`/api/readings/by-code/${code}`)).json();
  expect(reading).toMatchObject({ readingCompleted: true, sketchAlt: 'A pencil portrait of a smiling woman with short curly hair' });
  const image = await page.request.get(reading.sketchUrl);
  expect(image.headers()['content-type']).toBe('image/png');
  // "View Sketch" opens the image as a page: the service worker must let it through, not answer
  // with the app shell.
  await waitForServiceWorker(page);
  const opened = await page.goto(reading.sketchUrl);
  expect(await opened!.headerValue('content-type')).toBe('image/png');
  await page.goBack();

  await page.setViewportSize(PHONE);
  await page.getByRole('tab', { name: /All/ }).click();
  await snap('admin-phone');
});

/** The queue row (desktop) of one of a customer's items, by its product's name. */
const row = (page: Page, productName: string) => page.getByRole('row').filter({ hasText: productName });

test('the editor says what paid work still lacks, will not complete it half written, and completes it written in full', async ({ page, shop, snap }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const name = `Orion Paid ${stamp}`;
  const email = `orion-${stamp}@example.com`;
  const code = await confirmedRequest(page.request, name, email);
  await payInSandbox(page.request, code);
  await answerOnboarding(page.request, code);

  await page.setViewportSize(PHONE);
  await logIn(page, STAFF_ACCOUNT.email, STAFF_ACCOUNT.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel('Search readings by name, e-mail or question').fill(name);
  await page.getByRole('listitem').filter({ hasText: 'Premium Soulmate Reading' }).getByRole('button', { name: `Edit the reading for ${name}` }).click();
  const dialog = page.getByRole('dialog');
  const state = dialog.locator('#save-state');
  await expect(state).toHaveText(
    'Not ready to complete: 28 required fields are still empty: About Your Soulmate (3), Your Detailed Soulmate Report (11), Your Questions, Answered (6), Soul Insights (8).',
  );
  await expect(dialog.getByText('3 still empty')).toBeVisible();
  await expect(dialog.getByRole('group', { name: /Your Surprise Gifts/ })).toHaveCount(0);
  await dialog.locator('summary').filter({ hasText: 'About Your Soulmate' }).click();
  await expect(dialog.getByText('still empty', { exact: true }).filter({ visible: true })).toHaveCount(3);
  await snap('admin-editor-missing-phone');

  await page.setViewportSize(DESKTOP);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByLabel('Sketch address')).toHaveValue(/^\/uploads\/[\w-]+\.png$/);
  await dialog.getByLabel('Describe the sketch').fill('A pencil portrait of a man with a kind smile');
  await dialog.getByLabel('Reading notes').fill('The Lovers card crossed by the Star: a patient, warm soul is on the way.');
  const save = dialog.getByRole('button', { name: 'Save & Mark Completed' });
  await expect(save).toHaveAccessibleDescription(/Not ready to complete: 28 required fields/);
  await save.click();
  // Refused before it is sent: every required section opens on its first empty field.
  await expect(dialog.getByText('Write “Their Appearance”: this reading is not finished without it')).toBeVisible();
  await expect(dialog.getByText('⚠︎ needs attention')).toHaveCount(4);
  await expect(page.getByText('Reading completed')).toHaveCount(0);
  await snap('admin-editor-missing-desktop');

  const required = readingContentFor(PRODUCT_IDS.premiumSoulmateReading).groups.filter((group) => group.required);
  for (const group of required) {
    for (const { label } of group.fields) {
      await dialog.getByRole('textbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).fill(`${label}: written for ${name}.`);
    }
  }
  await expect(state).toHaveText('Saving marks the reading completed and tells the customer.');
  await expect(dialog.getByText('still empty', { exact: true })).toHaveCount(0);
  await save.click();
  await expect(page.getByText('Reading completed').first()).toBeVisible();
  const mail = await waitForMail(shop.dataDir, email, /ready/i);
  expect(mail.links).toContain(`${shop.url}/premium-soulmate-reading/${code}`);

  // The meditation came with the payment; its editor offers our recording or an upload of the staff's own.
  await page.getByRole('tab', { name: /Completed/ }).click();
  await row(page, 'Manifestation Audio').getByRole('button', { name: `Edit the reading for ${name}` }).click();
  const audio = dialog.getByRole('group', { name: 'The meditation the customer hears' });
  await expect(audio).toContainText('Our Love Manifestation Meditation (bundled, delivered the moment the order was paid).');
  await snap('admin-editor-audio-desktop');
  const recording = readFileSync('api/assets/audio/love-manifestation-meditation.m4a').subarray(0, 64 * 1024);
  await audio.locator('input[type="file"]').setInputFiles({ name: 'for-orion.m4a', mimeType: 'audio/mp4', buffer: recording });
  await expect(audio).toContainText('A personalised recording: /uploads/');
  await expect(state).toHaveText('Saving sends the new recording and tells the customer.');
  await page.setViewportSize(PHONE);
  await audio.scrollIntoViewIfNeeded();
  await snap('admin-editor-audio-phone');
  await dialog.getByRole('button', { name: 'Save & Mark Completed' }).click();
  await expect(page.getByText('Reading completed').first()).toBeVisible();
  const personalised = await waitForMail(shop.dataDir, email, /personalised Manifestation Audio/);
  expect(personalised.links.some((link) => link.includes('/audio-experience/'))).toBe(true);
});

test('staff edit what the products table keeps (price, texts, features, active); the rest is the registry’s', async ({ page, snap }) => {
  await logIn(page, STAFF_ACCOUNT.email, STAFF_ACCOUNT.password);
  await expect(page).toHaveURL(/\/admin$/);
  for (const [viewport, width] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/products');
    const card = page.getByRole('article', { name: /Twin Flame Connection/ });
    await card.getByRole('button', { name: /^Edit/ }).click();
    await expect(card.getByText('The name, address and what the product asks and delivers are set in the product registry, with the product itself.')).toBeVisible();
    await expect(card.getByLabel('Name')).toHaveCount(0);
    await expect(card.getByLabel(/Input fields|Output fields/)).toHaveCount(0);
    await card.getByLabel(/^Price \(US dollars\)/).fill('49.99');
    await snap(`admin-product-editor-${width}`);
    await card.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByText('Product saved').first()).toBeVisible();
  }
});

test('anonymous visitors and customers sent to /admin land on /login', async ({ page, shop }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin/);
  expect((await page.request.get('/api/admin/readings')).status()).toBe(401);

  // A customer account comes from a paid order (test mode), with a set-password link by e-mail.
  const email = `customer-${Date.now()}@example.com`;
  const code = await confirmedRequest(page.request, 'Carla Customer', email);
  const intent = await (await page.request.post(`/api/create-payment-intent/${code}`, { data: {} })).json();
  await page.request.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    data: { clientSecret: intent.clientSecret, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
  });
  const receipt = await waitForMail(shop.dataDir, email, /receipt/);
  const link = receipt.links.find((href) => href.includes('/reset-password?token='))!;
  const token = new URL(link).searchParams.get('token')!;
  expect((await page.request.post('/api/password-reset/complete', { data: { token, password: 'customer password 1' } })).status()).toBe(200);
  // Choosing the password signed this browser in; this journey logs in through the form.
  await page.request.post('/api/logout', { data: {} });

  await logIn(page, email, 'customer password 1');
  await expect(page.getByText('Login successful').first()).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin/);
  expect((await page.request.get('/api/admin/readings')).status()).toBe(403);
});
