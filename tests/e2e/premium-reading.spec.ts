import type { APIRequestContext, Page } from '@playwright/test';
import { readingCopies } from '../app-database';
import { answerOnboarding, completeAsStaff, freeRequest, logInAsStaff, payInSandbox, setPasswordAndLogIn, setPasswordLink, uploadAsStaff } from '../factories';
import { allowServiceWorker, DESKTOP, PHONE, expect, test, waitForServiceWorker } from '../fixtures';
import { waitForMail } from '../mailbox';
import { STAFF_ACCOUNT, type ShopServer } from '../server';
import { sketchPng } from '../sketch-image';

allowServiceWorker();

/**
 * The premium reading (docs/decisions/015): the owner opens it from the dashboard on a phone and a desktop, every
 * tab; another customer is refused; a signed-out visitor is sent to log in; and the reading opened once
 * opens again with its sketch when the server is gone and the browser offline, until sign-out.
 */
const PREMIUM = {
  soulmateAppearance: 'Tall, with kind grey eyes and a slow, warm smile.',
  soulmateInitialsPlacesDates: 'The letter M, a bookshop by the sea, an evening in late May.',
  soulmateZodiacAnalysis: 'A Libra whose air balances your fire.',
  soulmateReportIntroduction: 'Your soulmate has been closer than you think, walking a parallel path.',
  soulmateReportWhoTheyAre: 'A patient listener who keeps promises.\n\nThey teach, or they heal.',
  soulmateReportWhenYouMeet: 'Before the summer ends, on a day that begins with rain.',
  soulmateReportClosingMessage: 'Keep your heart open: love is already on its way.',
  soulmateThoughts: 'They wonder who you are, and hope you are near.',
  soulmateAlreadyMet: 'Not yet, though you have crossed paths once.',
  soulmateMeetingDetails: 'Through a friend who insists you both come along.',
  soulmateUnsaidFeelings: 'A longing for someone who stays.',
  soulmateBestNextMove: 'Say yes to the next invitation you would usually decline.',
  soulmatePotentialOutcome: 'A long, gentle partnership.',
  soulmateLoveEnergy: 'Your energy is warm and generous.',
  soulmateLoveBlocks: 'An old fear of being too much.',
  soulmateLoveRelease: 'Write the fear down, and burn the page at the new moon.',
  soulmateCurrentEnergy: 'Restless, ready for change.',
  soulmateUniverseSigns: 'Feathers, and the number 22.',
  soulmateKarmicBaggage: 'A promise from another life, now kept.',
  soulmateReleasePath: 'Forgive the one who left.',
  soulmateUniverseMessage: 'You are ready.',
  vedicReport: 'Jupiter blesses your seventh house for the next three months.',
  numerologyForecast: 'A 6 month: home, care and commitment.',
  premiumHoroscope: 'Next month opens doors you thought were closed.',
};

const SPIRIT_TEXT = 'The fox reminds you to trust the path you cannot yet see.';

interface Owner {
  email: string;
  name: string;
  code: string;
  link: string;
}

/** A customer whose full reading staff completed with a real uploaded sketch and every premium field. */
async function ownerWithReading(request: APIRequestContext, shop: ShopServer, completeBonuses = false): Promise<Owner> {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const email = `premium-${stamp}@example.com`;
  const name = `Nova Premium ${stamp.slice(-5)}`;
  const code = await freeRequest(request, email, name);
  await payInSandbox(request, code);
  const link = await setPasswordLink(shop, email);
  await answerOnboarding(request, code);
  const sketchUrl = await uploadAsStaff(request, sketchPng());
  await completeAsStaff(request, name, code, {
    sketchUrl,
    sketchAlt: 'A pencil portrait of a smiling man with short hair',
    readingNotes: 'The Lovers card crossed by the Star: a patient, warm soul is on the way.\n\nLook for someone who makes you laugh on a rainy day.',
    premium: PREMIUM,
  });
  if (completeBonuses) {
    // The spirit animal finished as its own order (the money tree stays pending; the meditation came with the payment).
    await completeAsStaff(request, name, await bonusCode(request, name, 5), { premium: { spiritAnimalTarot: SPIRIT_TEXT } });
  }
  return { email, name, code, link };
}

/** The request code of one of the customer's bonus orders, as staff see it in the queue. */
async function bonusCode(request: APIRequestContext, name: string, productId: number): Promise<string> {
  await logInAsStaff(request);
  const list = (await (await request.get(`/api/admin/readings?pageSize=100&search=${encodeURIComponent(name)}`)).json()) as { items: { productId: number; requestCode: string }[] };
  await request.post('/api/logout', { data: {} });
  return list.items.find((item) => item.productId === productId)!.requestCode;
}

async function sketchShown(page: Page): Promise<void> {
  const image = page.getByRole('img', { name: 'A pencil portrait of a smiling man with short hair' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

const TABS = [
  { name: 'Detailed Insights', shows: 'Your Detailed Soulmate Report' },
  { name: 'Bonus Content', shows: 'Listen to Your Meditation' },
  { name: 'Surprise Gifts', shows: PREMIUM.vedicReport },
] as const;

test('the owner opens the premium reading from the dashboard, every tab, on a phone and a desktop', async ({ page, request, shop, snap }) => {
  test.setTimeout(90_000);
  const owner = await ownerWithReading(request, shop, true);
  await page.setViewportSize(PHONE);
  await setPasswordAndLogIn(page, owner.link, owner.email);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/dashboard?tab=ready');
  await page.getByRole('article', { name: 'Premium Soulmate Reading' }).getByRole('link', { name: 'View Reading' }).click();
  await expect(page).toHaveURL(new RegExp(`/premium-soulmate-reading/${owner.code}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your Premium Soulmate Reading' })).toBeVisible();
  await expect(page.getByRole('heading', { name: owner.name })).toBeVisible();
  await expect(page.getByText('Gemini').first()).toBeVisible();
  await expect(page.getByText('“Where will I meet my soulmate?”')).toBeVisible();
  await sketchShown(page);
  await expect(page.getByText(PREMIUM.soulmateAppearance)).toBeVisible();

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const width = viewport === PHONE ? 'phone' : 'desktop';
    for (const tab of TABS) {
      await page.getByRole('tab', { name: tab.name }).click();
      await expect(page.getByRole('tab', { name: tab.name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(tab.shows).first()).toBeVisible();
      await snap(`premium-${tab.name.toLowerCase().replaceAll(' ', '-')}-${width}`);
    }
    await page.getByRole('tab', { name: 'Detailed Insights' }).click();
  }

  // The report's sections open and close; the six questions and eight insights are there.
  await page.getByText('Who They Are', { exact: true }).click();
  await expect(page.getByText('They teach, or they heal.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What is my best next move?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A Message from the Universe' })).toBeVisible();

  // Each bonus tells its own order's story: one staff finished opens in its own variant of the page, the
  // meditation (delivered with the payment) leads to its player, and the money tree is not ready yet.
  await page.getByRole('tab', { name: 'Bonus Content' }).click();
  const audio = await bonusCode(request, owner.name, 7);
  await expect(page.getByRole('link', { name: 'Listen to Your Meditation' })).toHaveAttribute('href', `/audio-experience/${audio}`);
  const moneyTree = page.getByRole('listitem').filter({ hasText: 'Money-Tree 5-Card Spread' });
  await expect(moneyTree).toContainText('Not ready yet.');
  await expect(moneyTree.getByRole('link', { name: /Open Your Money-Tree/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Open Your Spirit-Animal Reading' }).click();
  await expect(page).toHaveURL(/\/premium-reading\/REQ-[\w-]+\?type=spirit-animal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Spirit-Animal Love Tarot' })).toBeVisible();
  await expect(page.getByText(SPIRIT_TEXT)).toBeVisible();
  await snap('premium-spirit-animal-desktop');

  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('another customer sees Access Denied, and a signed-out visitor is sent to log in', async ({ page, request, shop, snap, browser }) => {
  test.setTimeout(90_000);
  const owner = await ownerWithReading(request, shop);

  const anonymous = await browser.newContext({ baseURL: shop.url });
  const visitor = await anonymous.newPage();
  await visitor.goto(`/premium-soulmate-reading/${owner.code}`);
  await expect(visitor).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/premium-soulmate-reading/${owner.code}`)}`));
  await anonymous.close();

  const stamp = `${Date.now()}`;
  const otherEmail = `other-${stamp}@example.com`;
  const otherCode = await freeRequest(request, otherEmail, 'Otto Other');
  await payInSandbox(request, otherCode);
  const otherLink = await setPasswordLink(shop, otherEmail);
  await page.setViewportSize(PHONE);
  await setPasswordAndLogIn(page, otherLink, otherEmail);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto(`/premium-soulmate-reading/${owner.code}`);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("This reading doesn't belong to your account. Please check your dashboard for your readings.")).toBeVisible();
  await expect(page.getByText(PREMIUM.soulmateAppearance)).toHaveCount(0);
  await snap('premium-access-denied-phone');
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // An unknown code, and the customer's own unpaid order (sent to pay for it).
  await page.goto('/premium-soulmate-reading/REQ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  await expect(page.getByRole('heading', { name: 'Reading Not Found' })).toBeVisible();
  await expect(page.getByText("We couldn't find your premium reading. Please check your link and try again.")).toBeVisible();
  // Sent signed in (the page's own session): an unpaid request is on an account only then.
  const unpaid = await freeRequest(page.request, otherEmail, 'Otto Other');
  await page.goto(`/premium-soulmate-reading/${unpaid}`);
  await expect(page).toHaveURL(new RegExp(`/first-reading/${unpaid}$`));
});

test('a premium reading opened once opens offline with its sketch, until the customer signs out', async ({ page, context, request, shop, snap }) => {
  test.setTimeout(90_000);
  const owner = await ownerWithReading(request, shop);
  await setPasswordAndLogIn(page, owner.link, owner.email);
  await expect(page).toHaveURL(/\/dashboard/);
  // The service worker must control the page for the sketch to be kept.
  await waitForServiceWorker(page);
  await page.goto(`/premium-soulmate-reading/${owner.code}`);
  await sketchShown(page);
  await expect(page.getByText('Offline copy from')).toHaveCount(0);
  // The page keeps its copy as it shows the reading; stopping the server before that is stored loses it.
  await expect.poll(async () => (await readingCopies(page, owner.code)).map((copy) => copy.key.split('|')[0])).toContain('premium');

  await shop.stop();
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Premium Soulmate Reading' })).toBeVisible();
    await expect(page.getByText(/Offline copy from \w+ \d+, \d{4}/)).toBeVisible();
    await sketchShown(page);
    await expect(page.getByText(PREMIUM.soulmateAppearance)).toBeVisible();
    await page.getByRole('tab', { name: 'Surprise Gifts' }).click();
    await expect(page.getByText(PREMIUM.vedicReport)).toBeVisible();
    await page.getByRole('tab', { name: 'Detailed Insights' }).click();
    await snap('premium-offline-copy-desktop');

    // Signing out removes the customer's copies: the reading no longer opens on this device.
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect.poll(() => page.evaluate(() => caches.has('soulsketch-sketches'))).toBe(false);
    await page.goto(`/premium-soulmate-reading/${owner.code}`);
    await expect(page.getByRole('heading', { name: /offline|went wrong/i })).toBeVisible();
    await expect(page.getByText(PREMIUM.soulmateAppearance)).toHaveCount(0);
  } finally {
    await context.setOffline(false);
    await shop.start();
  }
});

test('staff complete a bonus spread in the editor with its own field, and the mail opens its variant', async ({ page, request, shop, snap }) => {
  test.setTimeout(60_000);
  const stamp = `${Date.now()}`;
  const email = `tree-${stamp}@example.com`;
  const name = `Rowan Tree ${stamp.slice(-5)}`;
  await payInSandbox(request, await freeRequest(request, email, name));
  const treeCode = await bonusCode(request, name, 6);

  await page.setViewportSize(DESKTOP);
  await page.goto('/login');
  await page.getByLabel('Email').fill(STAFF_ACCOUNT.email);
  await page.getByLabel(/^Password/).fill(STAFF_ACCOUNT.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel('Search readings by name, e-mail or question').fill(name);
  await page.getByRole('row').filter({ hasText: 'Money-Tree 5-Card Spread' }).getByRole('button', { name: `Edit the reading for ${name}` }).click();

  const dialog = page.getByRole('dialog', { name: `Reading for ${name}` });
  const spread = dialog.getByLabel('What Your Five Cards Reveal');
  await expect(spread).toBeVisible();
  // No sketch is drawn for a spread, and the notes are a personal extra.
  await expect(dialog.getByLabel('Sketch address')).toHaveCount(0);
  await expect(dialog.getByLabel(/A personal note from the reader/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save & Mark Completed' }).click();
  await expect(dialog.getByText('Write “What Your Five Cards Reveal”: this reading is not finished without it')).toBeVisible();
  await spread.fill('The Ace of Pentacles takes root in your spring; the Ten of Cups waits at harvest.');
  await snap('premium-editor-money-tree-desktop');
  await dialog.getByRole('button', { name: 'Save & Mark Completed' }).click();
  // The spread's questions are not answered in this journey: staff confirm they deliver without them.
  await page.getByRole('dialog', { name: "Deliver without the customer's answers?" }).getByRole('button', { name: 'Deliver without answers' }).click();
  await expect(page.getByText('Reading completed').first()).toBeVisible();

  const mail = await waitForMail(shop.dataDir, email, /Money-Tree/);
  expect(mail.links).toContain(`${shop.url}/premium-reading/${treeCode}?type=money-tree`);
});
