import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, test } from '../fixtures';
import { PASSWORD, answerOnboarding, freeRequest, payInSandbox, setPasswordLink } from '../factories';

/**
 * The funnel's details, in the built shop: the expiry field takes what people paste, a decline
 * clears when the next try starts, the offer page checks the order before it offers anything, a dead
 * set-password link says so at once, toasts cover nothing that matters, unknown codes are not
 * "confirmation sent", sharing tags are absolute, and the after-payment pages have a desktop layout.
 */

const UNKNOWN_CODE = 'REQ-0000-0000-0000-0000-0000-0000-0000';
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** The sandbox payment confirmed through the shop's check, as the card form's success does. */
async function paidByThisBrowser(request: APIRequestContext, email: string): Promise<string> {
  const code = await freeRequest(request, email, 'Mira Paid');
  const intent = await (await request.post(`/api/create-payment-intent/${code}`, { data: {} })).json();
  const confirmed = await request.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    data: { clientSecret: intent.clientSecret, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
  });
  expect((await confirmed.json()).status).toBe('succeeded');
  const check = await request.post(`/api/confirm-payment/${code}`, { data: { paymentIntentId: intent.paymentIntentId } });
  expect((await check.json()).isPaid).toBe(true);
  return code;
}

/** Two boxes on screen share no pixel. */
async function expectApart(a: Locator, b: Locator, what: string): Promise<void> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  expect(first, `${what}: first box`).not.toBeNull();
  expect(second, `${what}: second box`).not.toBeNull();
  const overlap =
    first!.x < second!.x + second!.width && second!.x < first!.x + first!.width && first!.y < second!.y + second!.height && second!.y < first!.y + first!.height;
  expect(overlap, `${what}: ${JSON.stringify(first)} overlaps ${JSON.stringify(second)}`).toBe(false);
}

/** The toast on screen with this text (Radix renders each toast as a list item of its viewport). */
const toastWith = (page: Page, text: string) => page.locator('ol > li[data-state="open"]').filter({ hasText: text });

const expiryField = (page: Page) => page.getByLabel('Expiry (MM/YY)');

test.describe('the card form (phone)', () => {
  test.use({ viewport: PHONE });

  test('the expiry field takes what people paste: spaces, slashes, four-digit years, one-digit months', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const code = await freeRequest(page.request, `paste-${stamp()}@example.com`, 'Pia Paste');
    await page.goto(`/payment/${code}`);
    const field = expiryField(page);
    await expect(field).toBeVisible();
    const cases: Array<[pasted: string, shown: string]> = [
      ['12 / 34', '12/34'],
      ['12/2034', '12/34'],
      ['1234', '12/34'],
      ['1/34', '01/34'],
      [' 12 / 2034 ', '12/34'],
    ];
    for (const [pasted, shown] of cases) {
      await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
      await field.fill('');
      await field.focus();
      await page.keyboard.press('ControlOrMeta+V');
      await expect(field, `pasting "${pasted}"`).toHaveValue(shown);
    }
    // Typed one key at a time, it still reads as it goes.
    await field.fill('');
    await field.pressSequentially('1228');
    await expect(field).toHaveValue('12/28');
  });

  test('a decline message clears as soon as the next try starts', async ({ page }) => {
    const code = await freeRequest(page.request, `decline-${stamp()}@example.com`, 'Dara Decline');
    await page.goto(`/payment/${code}`);
    const pay = async (number: string) => {
      await page.getByLabel('Card number').fill(number);
      await expiryField(page).fill('12/34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: /^Pay \$/ }).click();
    };
    await pay('4000 0000 0000 0002');
    const inForm = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await expect(inForm).toBeVisible();
    await expect(toastWith(page, 'Your card was declined.')).toBeVisible();

    // Hold the next try at the provider, so the page is caught while it is processing.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/sandbox/payment-intents/*/confirm', async (route) => {
      await held;
      await route.continue();
    });
    await pay('4242 4242 4242 4242');
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeVisible();
    await expect(inForm).toHaveCount(0);
    await expect(toastWith(page, 'Your card was declined.')).toHaveCount(0);
    release();
    await expect(page).toHaveURL(new RegExp(`/upsell/${code}$`), { timeout: 15_000 });
  });
});

test.describe('the offer page checks the order first (phone)', () => {
  test.use({ viewport: PHONE });

  const neverOffered = async (page: Page) => {
    await expect(page.getByText('Thank you for your order')).toHaveCount(0);
    await expect(page.getByText(/will be charged/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Yes! Add to My Order' })).toHaveCount(0);
  };

  test('an unknown code is not found', async ({ page }) => {
    await page.goto(`/upsell/${UNKNOWN_CODE}`);
    await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
    await neverOffered(page);
  });

  test('an unpaid order goes to its payment', async ({ page }) => {
    const code = await freeRequest(page.request, `unpaid-offer-${stamp()}@example.com`, 'Uma Unpaid');
    await page.goto(`/upsell/${code}`);
    await expect(page).toHaveURL(new RegExp(`/payment/${code}$`), { timeout: 10_000 });
    await expect(page.getByRole('heading', { name: 'Complete Your Order' })).toBeVisible();
    await neverOffered(page);
  });

  test('an answered offer goes on to the next step: onboarding, then the end once that is answered', async ({ page }) => {
    const code = await paidByThisBrowser(page.request, `answered-${stamp()}@example.com`);
    await page.goto(`/upsell/${code}`);
    await expect(page.getByRole('button', { name: 'Yes! Add to My Order' })).toBeVisible();
    // The countdown is the server's: 24 hours from the payment, whatever this browser remembers.
    await expect(page.getByRole('timer')).toHaveText(/^(23:5\d|24:00):\d\d$/);

    expect((await (await page.request.post(`/api/upsells/${code}`, { data: { accepted: false } })).json()).status).toBe('declined');
    await page.goto(`/upsell/${code}`);
    await expect(page).toHaveURL(new RegExp(`/onboarding/${code}$`));

    await answerOnboarding(page.request, code);
    await page.goto(`/upsell/${code}`);
    await expect(page).toHaveURL(new RegExp(`/complete/${code}$`));
  });

  test('another browser with the link gets the refusal at once, with a way to sign in', async ({ page, browser, shop }) => {
    const code = await paidByThisBrowser(page.request, `elsewhere-${stamp()}@example.com`);
    const elsewhere = await browser.newContext({ baseURL: shop.url, viewport: PHONE });
    const stranger = await elsewhere.newPage();
    await stranger.goto(`/upsell/${code}`);
    await expect(stranger.getByRole('heading', { name: 'Sign in to answer this offer' })).toBeVisible({ timeout: 10_000 });
    await expect(stranger.getByText(/Nothing was charged/)).toBeVisible();
    await expect(stranger.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await neverOffered(stranger);
    await elsewhere.close();
  });
});

test.describe('password links (phone)', () => {
  test.use({ viewport: PHONE });

  test('a used set-password link says so when it opens, with the way to a new one; a fresh one says "Set Your Password"', async ({ page, shop, snap }) => {
    const email = `links-${stamp()}@example.com`;
    await payInSandbox(page.request, await freeRequest(page.request, email, 'Lina Link'));
    const link = await setPasswordLink(shop, email);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Set Your Password' })).toBeVisible();
    await expect(page.getByLabel('New password')).toBeVisible();
    await expect(page).toHaveTitle(/Set Your Password/);

    const token = new URL(link).searchParams.get('token')!;
    expect((await page.request.post('/api/password-reset/complete', { data: { token, password: PASSWORD } })).status()).toBe(200);
    await page.goto(link);
    await expect(page.getByText('This link has expired or was already used. Please ask for a new one.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ask for a new link' })).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);
    await snap('polish-used-link-phone');

    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText(/we've sent a link to choose a new password/)).toBeVisible();
  });
});

test.describe('toasts cover nothing that matters', () => {
  test('"Login successful" stays clear of the menu drawer opened after it (phone)', async ({ page, shop }) => {
    await page.setViewportSize(PHONE);
    const email = `toast-login-${stamp()}@example.com`;
    await payInSandbox(page.request, await freeRequest(page.request, email, 'Tara Toast'));
    const token = new URL(await setPasswordLink(shop, email)).searchParams.get('token')!;
    expect((await page.request.post('/api/password-reset/complete', { data: { token, password: PASSWORD } })).status()).toBe(200);
    // Choosing the password signed this browser in; the toast is the login form's.
    await page.request.post('/api/logout', { data: {} });

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    const toast = toastWith(page, 'Login successful');
    await expect(toast).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(toast).toBeVisible();
    // Every control of the drawer stays uncovered: its title, close button, links and account buttons.
    const covered = await page.evaluate(() => {
      const shown = document.querySelector('ol > li[data-state="open"]')!;
      const box = shown.getBoundingClientRect();
      const controls = [...document.querySelectorAll('[role="dialog"] :is(a, button, h2)')].filter((control) => !shown.contains(control));
      const hit = controls.filter((control) => {
        const r = control.getBoundingClientRect();
        return r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
      });
      return { checked: controls.length, covered: hit.map((control) => control.textContent?.trim() || control.getAttribute('aria-label')) };
    });
    expect(covered.checked).toBeGreaterThan(4);
    expect(covered.covered).toEqual([]);
    await page.screenshot({ path: '.tmp/screens/polish-toast-drawer-phone.png' });
  });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`"Payment successful" covers nothing of the offer: the toast ends with the success screen, the offer's badge says it (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const code = await freeRequest(page.request, `toast-pay-${label}-${stamp()}@example.com`, 'Pax Toast');
      await page.goto(`/payment/${code}`);
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await expiryField(page).fill('12/34');
      await page.getByLabel('CVC').fill('123');
      const toast = toastWith(page, 'Payment successful');
      const toastShown = toast.waitFor({ state: 'visible' });
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      // Said while the success screen shows...
      await toastShown;
      await expect(page).toHaveURL(new RegExp(`/upsell/${code}$`), { timeout: 15_000 });
      const heading = page.getByRole('heading', { level: 1, name: 'A Special One-Time Offer' });
      await expect(heading).toBeVisible();
      const contents = page.getByRole('region', { name: 'Soulmate Manifestation System' }).getByRole('listitem');
      await expect(contents).toHaveCount(5);
      // ...and by the offer page itself once there: no toast over its list (on a phone it sat over it).
      expect(await toast.count(), 'a toast still on the offer page').toBe(0);
      await expect(page.getByText('Payment successful! Your order is almost complete')).toBeVisible();
      await expectApart(page.getByText('Payment successful! Your order is almost complete'), page.getByRole('banner'), 'the offer badge and the site header');
      await page.screenshot({ path: `.tmp/screens/polish-toast-upsell-${label}.png` });
    });
  }

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`the onboarding's "please complete" toast stays clear of the field being corrected, its error under it (${label})`, async ({ page, request, snap }) => {
      await page.setViewportSize(viewport);
      // Paid through its own request context: the onboarding opens by its code, nobody signed in.
      const code = await freeRequest(request, `toast-onboarding-${label}-${stamp()}@example.com`, 'Oni Onboard');
      await payInSandbox(request, code);
      await page.goto(`/onboarding/${code}`);
      await page.getByLabel('Current Relationship Status').selectOption('single');
      await page.getByLabel('Past Relationship Patterns').fill('I tend to fall for people who are far away.');
      // The last required answer is left out: it is next to the button, low on a phone's screen.
      await page.getByRole('button', { name: 'Submit My Answers' }).click();

      const field = page.getByLabel('Qualities You Desire in a Partner');
      const error = page.locator(`[id="${await field.getAttribute('id')}-error"]`);
      const toast = toastWith(page, 'Please complete all required fields');
      await expect(toast).toBeVisible();
      await expect(field).toBeFocused();
      await expect(error).toBeVisible();
      // The field's error is under the field, not in the toast alone.
      const [fieldBox, errorBox] = [await field.boundingBox(), await error.boundingBox()];
      expect(errorBox!.y).toBeGreaterThanOrEqual(fieldBox!.y + fieldBox!.height - 1);
      // The page may still be moving the field clear (a smooth scroll): settled, nothing overlaps.
      await expect(async () => {
        await expectApart(toast, field, 'toast and the field being corrected');
        await expectApart(toast, error, "toast and the field's error");
      }).toPass({ timeout: 3_000 });
      await expect(field).toBeInViewport({ ratio: 1 });
      // What the field asks shows too: its label is on screen, below the fixed header.
      const fieldLabel = page.locator('label').filter({ hasText: 'Qualities You Desire in a Partner' });
      await expect(fieldLabel).toBeInViewport({ ratio: 1 });
      await expectApart(page.getByRole('banner'), fieldLabel, 'the header and the field’s label');
      await page.screenshot({ path: `.tmp/screens/polish-toast-onboarding-${label}.png` });

      // The customer scrolls on, then comes back to the field to correct it, where the toast now is.
      const toastBox = (await toast.boundingBox())!;
      await page.evaluate(() => (document.activeElement as HTMLElement).blur());
      await field.evaluate((element, toastTop) => {
        const box = element.getBoundingClientRect();
        window.scrollBy({ top: box.bottom - toastTop - 20, behavior: 'instant' });
      }, label === 'phone' ? toastBox.y + toastBox.height / 2 : toastBox.y + toastBox.height + 20);
      await field.focus();
      await expect(async () => {
        await expectApart(toast, field, 'toast and the field focused again');
        await expectApart(toast, error, "toast and the field's error, focused again");
      }).toPass({ timeout: 3_000 });
      await page.screenshot({ path: `.tmp/screens/polish-toast-onboarding-again-${label}.png` });
      await snap(`polish-toast-onboarding-${label}-full`);
    });
  }
});

test.describe('unknown codes', () => {
  test.use({ viewport: PHONE });

  test('the submission page says an unknown request was not found, not that a link was sent', async ({ page, snap }) => {
    await page.goto(`/submission-success/${UNKNOWN_CODE}`);
    await expect(page.getByRole('heading', { name: 'Request Not Found' })).toBeVisible();
    await expect(page.getByText(/sent a confirmation link/)).toHaveCount(0);
    await snap('polish-submission-unknown-phone');
  });
});

test('the sharing tags are absolute addresses on PUBLIC_URL', async ({ page, shop }) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toContain(`<meta property="og:image" content="${shop.url}/og-image.png"`);
  expect(html).toContain(`<meta name="twitter:image" content="${shop.url}/og-image.png"`);
  expect(html).toContain(`<meta property="og:url" content="${shop.url}/"`);
});

test.describe('desktop layouts of the pages after the form and the payment', () => {
  /** At 1280 px `side` sits to the right of `main`, at 390 px under it; the screenshots are for people to look at. */
  async function expectColumns(page: Page, snap: (name: string) => Promise<void>, name: string, main: Locator, side: Locator) {
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await expect(main).toBeVisible();
      const [a, b] = [(await main.boundingBox())!, (await side.boundingBox())!];
      if (label === 'desktop') {
        expect(b.x, `${name}: the side column is beside the main one`).toBeGreaterThanOrEqual(a.x + a.width);
      } else {
        expect(b.y, `${name}: one column on phones`).toBeGreaterThanOrEqual(a.y + a.height);
      }
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${name}: no sideways scroll at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
      await snap(`polish-${name}-${label}`);
    }
  }

  test('confirm, thank-you and thank-you-confirmed: the request beside the stars', async ({ page, snap }) => {
    const code = await freeRequest(page.request, `layout-free-${stamp()}@example.com`, 'Lyra Layout');
    await page.goto(`/thank-you/${code}`);
    await expectColumns(page, snap, 'thank-you', page.getByText('Important!'), page.getByText('Personal Horoscope Preview'));
    await page.goto(`/confirm?code=${code}`);
    await expectColumns(page, snap, 'confirm', page.getByRole('heading', { name: 'What Happens Next' }), page.getByText('Your Zodiac Insight'));
    await page.goto(`/thank-you-confirmed/${code}`);
    await expectColumns(page, snap, 'thank-you-confirmed', page.getByText('Your reading request has been confirmed!'), page.getByText('Personal Horoscope Preview'));
  });

  test('payment thank-you, the offer and complete', async ({ page, snap }) => {
    const code = await paidByThisBrowser(page.request, `layout-paid-${stamp()}@example.com`);
    await page.goto(`/payment-thank-you/${code}`);
    await expectColumns(page, snap, 'payment-thank-you', page.getByRole('heading', { name: 'Your Next Steps' }), page.getByRole('heading', { name: 'Need Help?' }));
    await page.goto(`/upsell/${code}`);
    await expectColumns(page, snap, 'upsell', page.getByRole('heading', { name: 'Soulmate Manifestation System' }), page.getByRole('button', { name: 'Yes! Add to My Order' }));
    await page.goto(`/complete/${code}`);
    await expectColumns(page, snap, 'complete', page.getByRole('heading', { name: 'Order Details' }), page.getByRole('link', { name: 'Return to Home' }));
  });
});
