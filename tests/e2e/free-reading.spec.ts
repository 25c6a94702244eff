import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, test } from '../fixtures';
import { waitForMail } from '../mailbox';

const CODE_IN_PATH = /\/submission-success\/(REQ(?:-[0-9A-Z]{4}){7})$/;

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function fillFreeReadingForm(page: Page, email: string) {
  const form = page.locator('#free-reading');
  await form.getByLabel('Your Name').fill('Stella Moon');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Date of Birth').fill('1994-07-28');
  await form.getByLabel('Who Are You Attracted To?').selectOption('female');
  await form.getByLabel('Your Soulmate’s Traits').fill('Gentle, adventurous and kind to animals');
  await form.getByLabel('Your Question About Love').fill('When will I meet my soulmate and how will I know?');
}

test.describe('the free reading funnel', () => {
  test('home page shows every section at phone and desktop widths', async ({ page, snap }) => {
    for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page).toHaveTitle(/SoulSketch/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
      await expect(page.locator('#free-reading')).toBeVisible();
      await expect(page.locator('#testimonials')).toBeVisible();
      await expect(page.getByRole('button', { name: /The Lovers/ })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get Your Free Soulmate Sketch Now' }).first()).toBeVisible();
      // The footer hydrates when it comes near the screen; then it names this year.
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer).toContainText(String(new Date().getFullYear()));
      await snap(`home-${name}`);
    }
  });

  test('the hero\'s link takes the visitor to the form, and the menu to the testimonials, while parts below still wait for their code', async ({ page }) => {
    // Below the fold, the testimonials and FAQ keep their prerendered HTML until their code is wanted;
    // a navigation must not wait for them (it did: the hero's link changed the address and nothing else).
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page.getByRole('link', { name: 'Get Your Free Soulmate Sketch Now' }).first().click();
      const form = page.locator('#free-reading');
      await expect(form).toBeFocused();
      await expect(form).toBeInViewport();
      // Just below the 64 px fixed header: the section's heading is what the visitor sees first.
      const top = (await form.boundingBox())!.y;
      expect(top).toBeGreaterThanOrEqual(64);
      expect(top).toBeLessThan(120);

      if (viewport === PHONE) await page.getByRole('button', { name: /menu/i }).click();
      await page.getByRole('navigation').getByRole('link', { name: 'Testimonials' }).first().click();
      await expect(page.locator('#testimonials')).toBeFocused();
      await expect(page.getByRole('heading', { name: 'Love Stories from Our Clients' })).toBeInViewport();
    }
  });

  test('the form shows each rule beneath its field and sends nothing until they pass', async ({ page }) => {
    await page.goto('/#free-reading');
    const form = page.locator('#free-reading');
    let posted = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/free-soulmate')) posted = true;
    });
    await form.getByRole('button', { name: 'Get My Free Reading' }).click();
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Please select your preference')).toBeVisible();
    await expect(form.getByText('Please provide at least 10 characters about your ideal soulmate')).toBeVisible();
    await expect(form.getByText('Your question must be at least 10 characters')).toBeVisible();

    const seventeen = new Date();
    seventeen.setFullYear(seventeen.getFullYear() - 17);
    await form.getByLabel('Date of Birth').fill(seventeen.toISOString().slice(0, 10));
    await form.getByRole('button', { name: 'Get My Free Reading' }).click();
    await expect(form.getByText('You must be at least 18 years old to use this service')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('a visitor requests a reading, confirms it from the e-mail and subscribes to the horoscope', async ({ page, shop, snap }) => {
    await page.setViewportSize(PHONE);
    const email = uniqueEmail('journey');
    await page.goto('/');
    await fillFreeReadingForm(page, email);
    await page.locator('#free-reading').getByRole('button', { name: 'Get My Free Reading' }).click();

    await expect(page).toHaveURL(CODE_IN_PATH);
    const code = CODE_IN_PATH.exec(new URL(page.url()).pathname)![1]!;
    await expect(page.getByText(/confirm/i).first()).toBeVisible();
    await page.getByRole('button', { name: /preview/i }).click();
    await expect(page.getByText('Confirm My Request').first()).toBeVisible();
    await snap('submission-success-phone');

    const mail = await waitForMail(shop.dataDir, email);
    expect(mail.subject).toBe('Confirm your free soulmate reading request');
    expect(mail.html).toContain('Confirm My Request');
    expect(mail.text).toContain('For entertainment purposes only');
    const link = mail.links.find((href) => href.includes('/confirm?code='));
    expect(link).toBe(`${shop.url}/confirm?code=${code}`);

    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Request Confirmed!' })).toBeVisible();
    await expect(page.getByText('Stella Moon').first()).toBeVisible();
    await expect(page.getByText('When will I meet my soulmate and how will I know?').first()).toBeVisible();
    await expect(page.getByText(/Leo/).first()).toBeVisible(); // born 28 July
    const subscribe = page.getByRole('button', { name: 'Subscribe to Daily Horoscope' });
    await expect(subscribe).toBeDisabled();
    await page.getByRole('checkbox').check();
    await expect(subscribe).toBeEnabled();
    await subscribe.click();
    // Asked for, not started: the inbox confirms from its own mail.
    await expect(page.getByText('Check your inbox').first()).toBeVisible();
    await snap('confirm-success-phone');

    await page.goto(`/thank-you-confirmed/${code}`);
    await expect(page.getByText('Your reading request has been confirmed!')).toBeVisible();
    await expect(page.getByText('Personal Horoscope Preview')).toBeVisible();
    await expect(page.getByText('Special Insight:')).toBeVisible();
    await snap('thank-you-confirmed-phone');

    const state = await page.request.get(`/api/readings/by-code/${code}`);
    expect(await state.json()).toMatchObject({ confirmed: true, horoscopeSubscription: true });
  });

  test('an unknown code and an unknown page say so', async ({ page, snap }) => {
    await page.goto('/confirm?code=REQ-0000-0000-0000-0000-0000-0000-0000');
    await expect(page.getByText('Invalid Request Code')).toBeVisible();
    await expect(page.getByText('The confirmation code is invalid or has expired.')).toBeVisible();

    await page.goto('/thank-you/REQ-0000-0000-0000-0000-0000-0000-0000');
    await expect(page.getByText('Reading not found')).toBeVisible();

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await snap('not-found-desktop');
  });
});
