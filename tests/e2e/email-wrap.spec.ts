import type { Locator } from '@playwright/test';
import { freeRequest } from '../factories';
import { PHONE, expect, test } from '../fixtures';

/**
 * An e-mail address on a narrow screen wraps only after its "@" or before a dot, never inside a word
 * ("lena.de" / "sk@example.com"), and never runs off the screen.
 */

/** Each place the address's text goes on to a new line: the characters either side of the break. */
async function breaksIn(address: Locator): Promise<{ breaks: [string, string][]; right: number; width: number }> {
  return address.evaluate((element) => {
    const chars: { char: string; top: number; right: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getBoundingClientRect();
        chars.push({ char: text[index]!, top: Math.round(rect.top), right: rect.right });
      }
    }
    const breaks: [string, string][] = [];
    for (let index = 1; index < chars.length; index++) {
      if (chars[index]!.top > chars[index - 1]!.top) breaks.push([chars[index - 1]!.char, chars[index]!.char]);
    }
    return { breaks, right: Math.max(...chars.map((item) => item.right)), width: document.documentElement.clientWidth };
  });
}

const LONG_ADDRESS = () => `lena.delacroix-sommerfeld.${Date.now()}@example-mailbox.com`;

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('a long address wraps only after the @ or before a dot, on the confirmation pages', async ({ page, snap }) => {
    const email = LONG_ADDRESS();
    const code = await freeRequest(page.request, email, 'Lena Delacroix');
    for (const [path, name] of [
      [`/submission-success/${code}`, 'email-wrap-submission-success-phone'],
      [`/thank-you/${code}`, 'email-wrap-thank-you-phone'],
    ] as const) {
      await page.goto(path);
      const address = page.locator('main [data-email]').filter({ hasText: email });
      await expect(address).toBeVisible();
      const { breaks, right, width } = await breaksIn(address);
      // Too long for one line at 390 px: it does wrap, and each break is at an allowed place.
      expect(breaks.length, path).toBeGreaterThan(0);
      for (const [before, after] of breaks) expect(before === '@' || after === '.', `${path}: broke "${before}|${after}"`).toBe(true);
      expect(right, path).toBeLessThanOrEqual(width);
      await snap(name);
    }
  });

  test('the footer support address keeps whole', async ({ page, snap }) => {
    await page.goto('/');
    const address = page.locator('footer [data-email]');
    await expect(address).toHaveText('support@soulsketch.app');
    expect((await breaksIn(address)).breaks).toEqual([]);
    await address.scrollIntoViewIfNeeded();
    await snap('email-wrap-footer-phone');
  });
});

test('on a desktop too, the address wraps only after the @ or before a dot', async ({ page, snap }) => {
  const email = LONG_ADDRESS();
  const code = await freeRequest(page.request, email, 'Lena Delacroix');
  for (const [path, name] of [
    [`/submission-success/${code}`, 'email-wrap-submission-success-desktop'],
    [`/thank-you/${code}`, 'email-wrap-thank-you-desktop'],
  ] as const) {
    await page.goto(path);
    const address = page.locator('main [data-email]').filter({ hasText: email });
    await expect(address).toBeVisible();
    for (const [before, after] of (await breaksIn(address)).breaks) expect(before === '@' || after === '.', `${path}: broke "${before}|${after}"`).toBe(true);
    await snap(name);
  }
});
