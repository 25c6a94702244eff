import { readingCopies } from '../app-database';
import { allowServiceWorker, expect, test, waitForServiceWorker } from '../fixtures';

allowServiceWorker();

/**
 * With the server stopped and the browser offline, pages already visited still open: the service
 * worker serves the app shell, and readings a visitor opened come from IndexedDB.
 */
test('home, policy pages and a visited thank-you page open with the server stopped', async ({ page, context, shop, snap }) => {
  const created = await page.request.post('/api/free-soulmate', {
    data: {
      name: 'Offline Orion',
      email: `offline-${Date.now()}@example.com`,
      birthdate: '1988-12-25',
      gender_preference: 'both',
      soulmate_trait: 'Calm, thoughtful and full of laughter',
      question: 'Where will I meet my soulmate this year?',
    },
  });
  expect(created.status()).toBe(201);
  const { order } = (await created.json()) as { order: { requestCode: string } };

  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto(`/thank-you/${order.requestCode}`);
  await expect(page.getByText('Where will I meet my soulmate this year?')).toBeVisible();
  // The page keeps its copy as it shows the reading; going offline before that is stored loses it.
  await expect.poll(async () => (await readingCopies(page, order.requestCode)).length).toBe(1);

  await shop.stop();
  await context.setOffline(true);
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    await snap('home-offline');

    await page.goto('/privacy-policy');
    await expect(page.getByText('Last Updated: November 26, 2026')).toBeVisible();

    await page.goto(`/thank-you/${order.requestCode}`);
    await expect(page.getByText('Where will I meet my soulmate this year?')).toBeVisible();
    await expect(page.getByText('Personal Horoscope Preview')).toBeVisible();
    await expect(page.getByText('Capricorn').first()).toBeVisible();
  } finally {
    await context.setOffline(false);
    await shop.start();
  }
});
