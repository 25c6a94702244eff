import type { APIRequestContext, Page } from '@playwright/test';
import { allowServiceWorker, DESKTOP, PHONE, expect, test, waitForServiceWorker } from '../fixtures';
import { waitForMail } from '../mailbox';
import { STAFF_ACCOUNT, type ShopServer } from '../server';

allowServiceWorker();

const PASSWORD = 'quiet lantern evening';
const SIZES = [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
] as const;

/** Pays an order with the sandbox's success card, through the shop's own fulfilment. */
async function payInSandbox(request: APIRequestContext, code: string): Promise<void> {
  const intent = await (await request.post(`/api/create-payment-intent/${code}`, { data: {} })).json();
  const confirm = await request.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    data: { clientSecret: intent.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
  });
  expect((await confirm.json()).status).toBe('succeeded');
}

/**
 * A customer whose full reading is paid (which brings the meditation as a bonus order, delivered with
 * the payment), with a password: answers the e-mail and the audio order's code.
 */
async function customerWithMeditation(request: APIRequestContext, shop: ShopServer): Promise<{ email: string; audioCode: string }> {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const email = `calm-${stamp}@example.com`;
  const name = `Mira Calm ${stamp}`;
  const created = await request.post('/api/free-soulmate', {
    data: { name, email, birthdate: '1990-04-12', gender_preference: 'male', soulmate_trait: 'Gentle, patient and warm', question: 'When will I feel at peace in love?' },
  });
  const readingCode = ((await created.json()) as { order: { requestCode: string } }).order.requestCode;
  await payInSandbox(request, readingCode);

  expect((await request.post('/api/login', { data: { username: STAFF_ACCOUNT.email, password: STAFF_ACCOUNT.password } })).status()).toBe(200);
  const list = await (await request.get(`/api/admin/readings?search=${encodeURIComponent(name)}`)).json();
  const audio = (list.items as { id: number; productId: number; requestCode: string; readingCompleted: boolean }[]).find((item) => item.productId === 7)!;
  expect(audio, 'the payment put the meditation in the staff queue').toBeTruthy();
  expect(audio, 'delivered with the payment, nothing for staff to do first').toMatchObject({ readingCompleted: true });
  await request.post('/api/logout', { data: {} });

  const receipt = await waitForMail(shop.dataDir, email, /receipt/i);
  const token = new URL(receipt.links.find((url) => url.includes('/reset-password?token='))!).searchParams.get('token');
  expect((await request.post('/api/password-reset/complete', { data: { token, password: PASSWORD } })).status()).toBe(200);
  return { email, audioCode: audio.requestCode };
}

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** The light theme's paper, behind the whole player page and the dialog. */
const PAPER = 'rgb(244, 238, 224)';

/** WCAG's contrast ratio of two sRGB colours. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, bl] = rgb.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The site's header (the banner) as painted: its background over the page's (it is 90% opaque), and
 * each visible link's and button's text over that background, or over its own where it has one.
 */
async function headerPaint(page: Page): Promise<{ background: number[]; texts: { name: string; text: number[]; behind: number[] }[] }> {
  return page.getByRole('banner').evaluate((header) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    // Layers painted in order on one pixel: whatever CSS colour syntax the browser computed.
    const paint = (...layers: string[]) => {
      context.clearRect(0, 0, 1, 1);
      for (const layer of layers) {
        context.fillStyle = layer;
        context.fillRect(0, 0, 1, 1);
      }
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const backgroundLayers = ['#fff', getComputedStyle(document.body).backgroundColor, getComputedStyle(header).backgroundColor];
    const texts = [...header.querySelectorAll<HTMLElement>('a, button')]
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .flatMap((element) => {
        const style = getComputedStyle(element);
        // A gradient button: its darker or lighter end, whichever is nearer the text (its first and last stops).
        const stops = style.backgroundImage.match(/(?:rgba?|oklab|oklch|color)\([^()]*\)/g) ?? [style.backgroundColor];
        return [stops[0]!, stops.at(-1)!].map((stop) => {
          const behind = paint(...backgroundLayers, stop);
          return { name: element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName, text: paint(`rgb(${behind.join(' ')})`, style.color), behind };
        });
      });
    return { background: paint(...backgroundLayers), texts };
  });
}

/** The header in the theme the page shows: light or dark, every link and button readable (WCAG AA, 4.5:1). */
async function expectHeaderIn(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const { background, texts } = await headerPaint(page);
  const light = contrast(background, [0, 0, 0]) > contrast(background, [255, 255, 255]);
  expect(light ? 'light' : 'dark', `the header's background rgb(${background.join(', ')})`).toBe(theme);
  expect(texts.length).toBeGreaterThan(0);
  for (const { name, text, behind } of texts) {
    expect(contrast(text, behind), `"${name}" in the header: rgb(${text.join(', ')}) on rgb(${behind.join(', ')})`).toBeGreaterThanOrEqual(4.5);
  }
}

/** The element's own clock, in seconds. */
const audioTime = (page: Page) => page.evaluate(() => document.querySelector('audio')!.currentTime);

/** The shown elapsed time as seconds ("2:03" -> 123). */
async function shownElapsed(page: Page): Promise<number> {
  const [m, s] = (await page.getByTestId('elapsed').textContent())!.split(':').map(Number);
  return m! * 60 + s!;
}

for (const { name: size, viewport } of SIZES) {
  test.describe(`the meditation at ${size} size`, () => {
    test.use({ viewport });

    test('plays from the dashboard, is saved for offline, then plays and seeks with the server stopped', async ({ page, context, request, shop, snap }) => {
      test.setTimeout(120_000);
      const customer = await customerWithMeditation(request, shop);
      await logIn(page, customer.email);

      // The dashboard's audio card opens the dialog with the player.
      await page.getByRole('tab', { name: /^Ready to View/ }).click();
      await page.getByRole('button', { name: 'Play Audio Meditation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Love Manifestation Meditation' });
      await expect(dialog.getByTestId('total')).toHaveText('5:43');
      await dialog.getByRole('button', { name: 'Play', exact: true }).click();
      await expect(dialog.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
      await expect.poll(() => audioTime(page), { message: 'the time advances while playing' }).toBeGreaterThan(1);
      await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
      // The dialog floats over the page: a picture of the screen, not of the whole page.
      await page.screenshot({ path: `.tmp/screens/meditation-${size}-dialog.png` });
      // The dialog follows the player's theme as a whole, its own background included.
      const dialogBackground = () => dialog.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(await dialogBackground()).not.toBe(PAPER);
      await dialog.getByRole('button', { name: 'Switch to light mode' }).click();
      await expect.poll(dialogBackground).toBe(PAPER);
      await page.screenshot({ path: `.tmp/screens/meditation-${size}-dialog-light.png` });
      await dialog.getByRole('button', { name: 'Switch to dark mode' }).click();
      await expect.poll(dialogBackground).not.toBe(PAPER);
      // The dialog's own close button (the login toast, still showing, has a Close of its own).
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(dialog).toBeHidden();

      // The player page, once the service worker controls the app.
      await waitForServiceWorker(page);
      await page.goto(`/audio-experience/${customer.audioCode}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Love Manifestation Meditation' })).toBeVisible();
      await expect(page.getByTestId('total')).toHaveText('5:43');
      for (const tip of ['Find a quiet space', 'Use headphones', 'Close your eyes', 'Take deep breaths', 'Listen regularly']) {
        await expect(page.getByText(tip, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '0.75');
      await expect(page.getByText(/^Size 1\.4 MB · .+ free for this app on your device$/)).toBeVisible();

      // Page Up and Page Down on the seek slider: 10 s a press, kept at the start.
      const seekSlider = page.getByRole('slider', { name: 'Seek' });
      await seekSlider.focus();
      await page.keyboard.press('Home');
      await expect(seekSlider).toHaveAttribute('aria-valuetext', '0:00 of 5:43');
      await page.keyboard.press('PageDown');
      await expect(seekSlider).toHaveAttribute('aria-valuetext', '0:00 of 5:43');
      await page.keyboard.press('PageUp');
      await page.keyboard.press('PageUp');
      await expect(seekSlider).toHaveAttribute('aria-valuetext', '0:20 of 5:43');
      expect(await audioTime(page)).toBeCloseTo(20, 1);
      await page.keyboard.press('PageDown');
      await expect(seekSlider).toHaveAttribute('aria-valuetext', '0:10 of 5:43');
      expect(await audioTime(page)).toBeCloseTo(10, 1);

      await page.getByRole('button', { name: 'Save for offline' }).click();
      await expect(page.getByText(/^Saved on this device/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Remove from this device' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(`meditation-${size}-dark`);

      // The toggle says what it will do, and light mode is the whole page's, its background included.
      const themeToggle = page.getByRole('button', { name: /^Switch to (light|dark) mode$/ });
      const pageBackground = () => page.locator('[data-player-page]').evaluate((element) => getComputedStyle(element).backgroundColor);
      await expect(themeToggle).toHaveText('Switch to light mode');
      expect(await pageBackground()).not.toBe(PAPER);
      await expectHeaderIn(page, 'dark');
      await themeToggle.click();
      await expect(themeToggle).toHaveText('Switch to dark mode');
      await expect.poll(pageBackground).toBe(PAPER);
      // The site's header and footer follow: light, and readable.
      await expectHeaderIn(page, 'light');
      await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', PAPER);
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(`meditation-${size}-light`);
      await themeToggle.click();
      await expect(themeToggle).toHaveText('Switch to light mode');
      await expect.poll(pageBackground).not.toBe(PAPER);
      await expectHeaderIn(page, 'dark');

      await shop.stop();
      await context.setOffline(true);
      try {
        await page.reload();
        await expect(page.getByTestId('total')).toHaveText('5:43');
        // From pressing play to the element's `playing` event, measured in the page.
        await page.evaluate(() => {
          const audio = document.querySelector('audio')!;
          const marks: { pressed?: number; playing?: number } = {};
          (window as unknown as { __marks: typeof marks }).__marks = marks;
          document.addEventListener('pointerdown', () => (marks.pressed ??= performance.now()), { capture: true, once: true });
          audio.addEventListener('playing', () => (marks.playing ??= performance.now()), { once: true });
        });
        await page.getByRole('button', { name: 'Play', exact: true }).click();
        const marks = () => page.evaluate(() => (window as unknown as { __marks: { pressed?: number; playing?: number } }).__marks);
        await expect.poll(async () => (await marks()).playing, { message: 'playing offline' }).toBeDefined();
        const { pressed, playing } = await marks();
        const toPlaying = playing! - pressed!;
        test.info().annotations.push({ type: 'offline press-to-playing (ms)', description: toPlaying.toFixed(0) });
        console.log(`[${size}] offline: pressing play to "playing" took ${toPlaying.toFixed(0)} ms`);

        await expect.poll(() => audioTime(page), { message: 'the time advances offline' }).toBeGreaterThan(0.5);

        // Pause, seek to 2:00 with the keyboard (Home, then 5 s an arrow key), play on from there.
        await page.getByRole('button', { name: 'Pause', exact: true }).click();
        const seek = page.getByRole('slider', { name: 'Seek' });
        await seek.focus();
        await page.keyboard.press('Home');
        for (let i = 0; i < 24; i++) await page.keyboard.press('ArrowRight');
        await expect(seek).toHaveAttribute('aria-valuetext', '2:00 of 5:43');
        await expect(page.getByTestId('elapsed')).toHaveText('2:00');
        expect(await audioTime(page)).toBeCloseTo(120, 1);
        await page.getByRole('button', { name: 'Play', exact: true }).click();
        await expect.poll(() => audioTime(page), { message: 'the time advances from 2:00 offline' }).toBeGreaterThan(121.5);
        await expect.poll(() => shownElapsed(page)).toBeGreaterThanOrEqual(122);
        expect(await audioTime(page)).toBeLessThan(140);
        await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        await snap(`meditation-${size}-playing-offline`);
      } finally {
        await context.setOffline(false);
        await shop.start();
      }
    });
  });
}

test.describe('saving for offline on a first visit', () => {
  test.use({ viewport: DESKTOP });

  test('a save pressed before the service worker was registered says "saved" only once the page opens offline too', async ({ page, context, request, shop }) => {
    test.setTimeout(120_000);
    const customer = await customerWithMeditation(request, shop);
    // Signed in through the API, so the player page is this browser's very first page of the app.
    expect((await page.request.post('/api/login', { data: { username: customer.email, password: PASSWORD } })).status()).toBe(200);

    await page.goto(`/audio-experience/${customer.audioCode}`);
    const save = page.getByRole('button', { name: 'Save for offline' });
    await expect(save).toBeEnabled();
    // The page registers its worker only seconds after it settles: none yet when the save is pressed.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
    const pressedAt = await page.evaluate(() => performance.now());
    await save.click();
    test.info().annotations.push({ type: 'save pressed after page start (ms)', description: pressedAt.toFixed(0) });

    await expect(page.getByText(/^Saved on this device/)).toBeVisible({ timeout: 60_000 });
    // "Saved" means the worker is installed (the shell precached) and already in charge of this page.
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await shop.stop();
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Love Manifestation Meditation' })).toBeVisible();
      await expect(page.getByTestId('total')).toHaveText('5:43');
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await expect.poll(() => audioTime(page), { message: 'the saved file plays offline' }).toBeGreaterThan(0.5);
      await page.getByRole('button', { name: 'Pause', exact: true }).click();
    } finally {
      await context.setOffline(false);
      await shop.start();
    }
  });
});
