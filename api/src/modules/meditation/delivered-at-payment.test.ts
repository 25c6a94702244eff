import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { AUDIO_FILE_MESSAGE, type AdminReading } from '@shared/schemas/admin';
import type { CustomerOrder } from '@shared/schemas/order';
import { createCustomer, createStaff, requestAs } from '../../testing/accounts';
import { audioOrder, payInSandbox, workItemOf } from '../../testing/audio-order';
import { describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../../testing/test-api';
import { BUNDLED_MEDITATION } from './meditation.service';

const MEDITATION = readFileSync(join('api/assets', BUNDLED_MEDITATION.path));

/**
 * Manifestation Audio is delivered the moment it is paid, with our bundled meditation: the audio bonus
 * of a paid full reading and a catalogue audio order alike are completed by the payment itself, shown
 * as ready on the dashboard and playable by their owner at once; staff may still give the order a
 * personalised recording, and the customer is told.
 */
describeEachDatabase('the meditation, delivered at payment', (database) => {
  let api: TestApi;
  let owner: { id: number; cookie: string };
  let staff: string;

  const audio = (code: string, cookie = owner.cookie) => requestAs(api, cookie, 'GET', `/api/orders/${code}/audio`);
  const dashboard = async (): Promise<CustomerOrder[]> => (await api.request('GET', `/api/users/${owner.id}/orders`, { headers: { cookie: owner.cookie } })).body;
  const queued = async (code: string): Promise<AdminReading> => {
    const response = await api.request('GET', `/api/admin/readings?pageSize=100&search=${encodeURIComponent('mira@example.com')}`, { headers: { cookie: staff } });
    return (response.body.items as AdminReading[]).find((item) => item.requestCode === code)!;
  };
  const readyMails = () => api.container.db.knex('notification_outbox').where({ to_address: 'mira@example.com', kind: 'reading-ready' }).orderBy('id').select('subject', 'text_body');

  beforeAll(async () => {
    api = await startTestApi(database, { ORDER_RATE_LIMIT: '1000/60' });
    owner = await createCustomer(api, 'mira@example.com', 'Mira Moon');
    staff = (await createStaff(api)).cookie;
  });
  afterAll(async () => api?.close());

  it('delivers the full reading’s audio bonus with the payment: completed, ready on the dashboard, playable at once', async () => {
    const reading = (await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email: 'mira@example.com', name: 'Mira Moon' }) })).body.order.requestCode;
    await payInSandbox(api, reading);
    const bonus = (await dashboard()).find((order) => order.productId === PRODUCT_IDS.manifestationAudio)!;
    expect(bonus).toMatchObject({ status: 'completed', dueAt: null });
    expect(await queued(bonus.requestCode)).toMatchObject({ readingCompleted: true, status: 'completed', overdue: false, premium: null });

    const played = await audio(bonus.requestCode);
    expect(played.status).toBe(200);
    expect(Buffer.from(await played.arrayBuffer()).equals(MEDITATION)).toBe(true);
    // The spirit animal and the money tree are still made by staff.
    expect((await dashboard()).filter((order) => [PRODUCT_IDS.spiritAnimalTarot, PRODUCT_IDS.moneyTree].includes(order.productId as 5 | 6)).map((order) => order.status)).toEqual(['needs_input', 'needs_input']);
    // The receipt says it is ready now, and no separate "ready" mail follows the payment.
    const receipt = await api.container.outbox.latestFor('mira@example.com');
    expect(receipt?.text).toContain('Ready now in your account: Manifestation Audio.');
    expect(await readyMails()).toEqual([]);
  });

  it('delivers a catalogue audio order with its payment, never "within 24-48 hours"', async () => {
    const code = await audioOrder(api, 'mira@example.com', { delivered: false });
    expect((await dashboard()).find((order) => order.requestCode === code)).toMatchObject({ status: 'completed', dueAt: null });
    expect((await audio(code)).status).toBe(200);
    const receipt = (await api.container.outbox.latestFor('mira@example.com'))!.text;
    expect(receipt).toContain('Your Manifestation Audio is ready now: play it from your account');
    expect(receipt).not.toMatch(/24-48 hours/);
  });

  it('lets staff replace it with a personalised recording, and tells the customer; a bad address is a 422', async () => {
    const code = await audioOrder(api, 'mira@example.com', { delivered: false });
    const item = await workItemOf(api, code);
    const save = (premium: Record<string, string>) => api.request('PATCH', `/api/admin/readings/${item}`, { body: { premium }, headers: { cookie: staff } });

    const refused = await save({ manifestationAudio: 'https://elsewhere.example/meditation.mp3' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details).toEqual({ 'premium.manifestationAudio': [AUDIO_FILE_MESSAGE] });

    const own = MEDITATION.subarray(0, 64 * 1024);
    const { url } = await (await requestAs(api, staff, 'POST', '/api/admin/uploads/audio', { body: own, headers: { 'content-type': 'audio/mp4' } })).json();
    const before = (await readyMails()).length;
    expect((await save({ manifestationAudio: url })).status).toBe(200);
    const mails = await readyMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe('Your personalised Manifestation Audio is ready');
    expect(mails.at(-1)!.text_body).toContain(`http://shop.test/audio-experience/${code}`);
    expect(Buffer.from(await (await audio(code)).arrayBuffer()).equals(own)).toBe(true);

    // Saved again unchanged: no news. Back to our meditation: it plays again, without a mail.
    expect((await save({ manifestationAudio: url })).status).toBe(200);
    expect((await save({ manifestationAudio: '' })).status).toBe(200);
    expect(await readyMails()).toHaveLength(before + 1);
    expect(Buffer.from(await (await audio(code)).arrayBuffer()).equals(MEDITATION)).toBe(true);
  });
});
