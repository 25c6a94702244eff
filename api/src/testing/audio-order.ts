import { expect } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import type { TestApi } from './test-api';

/** Pays an order in test mode with the sandbox's success card, through the shop's own fulfilment. */
export async function payInSandbox(api: TestApi, code: string): Promise<void> {
  const intent = (await api.request('POST', `/api/create-payment-intent/${code}`, { body: {} })).body;
  const confirm = await api.request('POST', `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    body: { clientSecret: intent.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
  });
  expect(confirm.body.status).toBe('succeeded');
}

/** The staff work item (readings row) of an order, by its request code. */
export async function workItemOf(api: TestApi, code: string): Promise<number> {
  const row = await api.container.db.knex('readings as r').join('orders as o', 'o.id', 'r.order_id').where('o.request_code', code).select('r.id').first();
  return Number(row.id);
}

/** Staff complete a work item as the editor saves it (the audio needs nothing filled in: our meditation). */
export async function completeAsStaff(api: TestApi, staffCookie: string, readingId: number, body: unknown = {}): Promise<void> {
  const response = await api.request('PATCH', `/api/admin/readings/${readingId}`, { body, headers: { cookie: staffCookie } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/**
 * A catalogue order of the manifestation audio for `email` (attached to that account if it has one),
 * `paid` and `delivered` by staff as asked: answers its request code.
 */
export async function audioOrder(api: TestApi, email: string, { paid = true, delivered = true, staffCookie = '', premium = undefined as unknown } = {}): Promise<string> {
  const placed = await api.request('POST', '/api/orders', { body: { productId: PRODUCT_IDS.manifestationAudio, name: 'Luna Listener', email } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const code = placed.body.order.requestCode as string;
  if (paid) await payInSandbox(api, code);
  if (paid && delivered) await completeAsStaff(api, staffCookie, await workItemOf(api, code), premium === undefined ? {} : { premium });
  return code;
}
