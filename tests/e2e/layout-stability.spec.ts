import type { Page } from '@playwright/test';
import { PHONE, expect, test } from '../fixtures';
import { completedFreeReading } from '../factories';

/**
 * Nothing moves under the visitor while a page loads (CLS <= 0.02). Each test counts the
 * page's layout shifts as Chromium reports them (the numbers Lighthouse adds up), from the first byte
 * until the page has all it shows, and names what moved when the sum is over the target.
 */
test.use({ viewport: PHONE });

const MOST_SHIFT = 0.02;

interface Shift {
  value: number;
  moved: string[];
}

async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(({ node }) => (node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName ?? 'a removed node')));
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Once the page has nothing left to fetch: the sum of its shifts, and what moved. */
async function layoutShifts(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

test.beforeEach(async ({ page }) => {
  await watchLayoutShifts(page);
});

test('the prerendered home page holds still while the app hydrates it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { total, shifts } = await layoutShifts(page);
  expect(total, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(MOST_SHIFT);
});

test('the first reading page holds still while its reading, price and sketch arrive', async ({ page }) => {
  const code = await completedFreeReading(page.request, `still-${Date.now()}@example.com`);
  await page.goto(`/first-reading/${code}`);
  await expect(page.getByText('The cards see a meeting before spring.')).toBeVisible();
  // The sticky bar comes with its price, not before it.
  await expect(page.getByRole('button', { name: /^Upgrade \$\d+\.\d\d$/ })).toBeVisible();
  const { total, shifts } = await layoutShifts(page);
  expect(total, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(MOST_SHIFT);
});

test('a reading link that leads nowhere shows its message without pulling the footer up', async ({ page }) => {
  for (const link of ['/first-reading/REQ-0000-0000-0000-0000-0000-0000-0000', '/first-reading/not-a-code']) {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Reading Not Found' })).toBeVisible();
    const { total, shifts } = await layoutShifts(page);
    expect(total, `${link}: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(MOST_SHIFT);
  }
});
