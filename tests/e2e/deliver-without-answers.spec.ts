import type { APIRequestContext } from '@playwright/test';
import { freeRequest, logInAsStaff, payInSandbox } from '../factories';
import { DESKTOP, PHONE, expect, test } from '../fixtures';
import { waitForMail } from '../mailbox';
import { STAFF_ACCOUNT } from '../server';

/** The request code of one of the customer's bonus orders, as staff see it in the queue. */
async function bonusCode(request: APIRequestContext, name: string, productId: number): Promise<string> {
  await logInAsStaff(request);
  const list = (await (await request.get(`/api/admin/readings?pageSize=100&search=${encodeURIComponent(name)}`)).json()) as { items: { productId: number; requestCode: string }[] };
  await request.post('/api/logout', { data: {} });
  return list.items.find((item) => item.productId === productId)!.requestCode;
}

/**
 * Work still waiting for the customer's answers (shared/domain/order-lifecycle.ts): the editor asks
 * before a save delivers it without them, "Wait for the answers" saves nothing and tells nobody, and
 * "Deliver without answers" completes it, mails the customer and records the choice on the order.
 */
for (const viewport of [PHONE, DESKTOP]) {
  const size = viewport === PHONE ? 'phone' : 'desktop';

  test(`staff confirm before delivering work that waits for answers (${size})`, async ({ page, request, shop, snap }) => {
    test.setTimeout(60_000);
    const stamp = `${Date.now()}`;
    const email = `waiting-${size}-${stamp}@example.com`;
    const name = `Wren Waiting ${stamp.slice(-5)}`;
    await payInSandbox(request, await freeRequest(request, email, name));
    const treeCode = await bonusCode(request, name, 6);

    await page.setViewportSize(viewport);
    await page.goto('/login');
    await page.getByLabel('Email').fill(STAFF_ACCOUNT.email);
    await page.getByLabel(/^Password/).fill(STAFF_ACCOUNT.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByLabel('Search readings by name, e-mail or question').fill(name);
    const row = page.getByRole('row').filter({ hasText: 'Money-Tree 5-Card Spread' });
    const openEditor = () => (viewport === PHONE ? page.getByRole('listitem').filter({ hasText: 'Money-Tree 5-Card Spread' }) : row).getByRole('button', { name: `Edit the reading for ${name}` }).click();
    await openEditor();

    const editor = page.getByRole('dialog', { name: `Reading for ${name}` });
    await editor.getByLabel('What Your Five Cards Reveal').fill('The Ace of Pentacles takes root in your spring; the Ten of Cups waits at harvest.');
    await expect(editor.getByText("Still waiting for the customer's answers: saving asks you to confirm that you deliver without them.")).toBeVisible();
    await editor.getByRole('button', { name: 'Save & Mark Completed' }).click();

    const confirm = page.getByRole('dialog', { name: "Deliver without the customer's answers?" });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByText(`${name} has not answered this order's questions yet.`, { exact: false })).toBeVisible();
    await snap(`deliver-without-answers-confirm-${size}`);
    await confirm.getByRole('button', { name: 'Wait for the answers' }).click();
    await expect(confirm).toHaveCount(0);
    // Nothing was saved: the editor is still open with the text, and the queue still waits.
    await expect(editor.getByLabel('What Your Five Cards Reveal')).toHaveValue(/Ace of Pentacles/);

    await editor.getByRole('button', { name: 'Save & Mark Completed' }).click();
    await confirm.getByRole('button', { name: 'Deliver without answers' }).click();
    await expect(page.getByText('Reading completed').first()).toBeVisible();
    const mail = await waitForMail(shop.dataDir, email, /Money-Tree/);
    expect(mail.links).toContain(`${shop.url}/premium-reading/${treeCode}?type=money-tree`);

    // The order keeps the choice: the editor says when it was delivered without the answers.
    await openEditor();
    await expect(page.getByText('Delivered without the answers')).toBeVisible();
    await snap(`deliver-without-answers-recorded-${size}`);
  });
}
