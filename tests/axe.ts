import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, expect, PHONE } from './fixtures';

/**
 * axe's checks for WCAG 2.1 A and AA, and its best practices (heading order, landmarks, a control's
 * visible words in its name), run on a page once it has settled.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export const WIDTHS = [PHONE, DESKTOP] as const;

/**
 * Until the page shows what it is for (`content`), with its web fonts in (contrast and sizes are those
 * of the real type), nothing still loading (no spinner, no place held for data on its way) and no
 * transition under way.
 */
export async function waitUntilSettled(page: Page, content: Locator): Promise<void> {
  await expect(content).toBeVisible();
  await expect(page.locator('[data-loading], [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => void (await document.fonts.ready));
  // Colours are measured as they end, not halfway through a fade or a slide (endless or paused ones
  // excepted: they would never finish).
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * axe's findings on the page as it is now, one readable line per violation: its rule, what it asks
 * and the first elements that break it. `where` names the page and width in each line.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
    const more = violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : '';
    return `${where}: ${violation.id} (${violation.impact}) ${violation.help}\n    ${targets.join('\n    ')}${more}`;
  });
}

/** axe finds nothing on the page as it is now; `where` names it in the report. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  const found = await axeViolations(page, where);
  expect(found, `axe violations:\n${found.join('\n')}`).toEqual([]);
}

/**
 * Opens `path` at each width (phone, desktop), waits for `content`, and collects axe's violations of
 * both before asserting, so one report names everything found.
 */
export async function expectNoViolationsAtEachWidth(page: Page, path: string, content: (page: Page) => Locator): Promise<void> {
  const found: string[] = [];
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await waitUntilSettled(page, content(page));
    found.push(...(await axeViolations(page, `${path} at ${viewport.width} px`)));
  }
  expect(found, `axe violations:\n${found.join('\n')}`).toEqual([]);
}
