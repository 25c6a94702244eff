import { byEmail, customerWithReading, dailySwitch, horoscopePanel, horoscopeSettings, onThisDevice, snapPanel } from '../horoscope-panel';
import { allowServiceWorker, DESKTOP, expect, test, waitForServiceWorker } from '../fixtures';
import { fakePushManager, fakeSubscription } from '../push-stand-in';

allowServiceWorker();
test.use({ viewport: DESKTOP });

test('with notifications on for this browser, the daily horoscope can come to this device too, and then without e-mail', async ({ page, context, request, shop }) => {
  test.setTimeout(90_000);
  await context.addInitScript(fakePushManager, fakeSubscription());
  await customerWithReading(page, request, shop, 'push');
  await waitForServiceWorker(page);
  const panel = horoscopePanel(page);
  if ((await horoscopeSettings(page)).subscribed === false) await dailySwitch(page).click();
  await expect(dailySwitch(page)).toHaveAttribute('aria-checked', 'true');
  // Offered only where this browser has notifications on for the account.
  await expect(onThisDevice(page)).toHaveCount(0);

  // Notifications turned on from the card beside it: the panel offers this device straight away.
  await context.grantPermissions(['notifications'], { origin: shop.url });
  await page.getByRole('region', { name: 'Reading notifications' }).getByRole('button', { name: 'Notify me when my reading is ready' }).click();
  await expect(onThisDevice(page)).not.toBeChecked();
  const [device] = (await (await page.request.get('/api/push/subscriptions')).json()) as { id: number }[];

  await onThisDevice(page).click();
  await expect(onThisDevice(page)).toBeChecked();
  expect(await horoscopeSettings(page)).toMatchObject({ subscribed: true, pushDeviceIds: [device!.id] });

  // With the device, e-mail may go.
  await byEmail(page).click();
  await expect(byEmail(page)).not.toBeChecked();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  expect(await horoscopeSettings(page)).toMatchObject({ subscribed: true, byEmail: false, pushDeviceIds: [device!.id] });

  await page.reload();
  await expect(onThisDevice(page)).toBeChecked();
  await snapPanel(page, 'horoscope-panel-push');
});
