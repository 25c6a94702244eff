import { expect } from 'vitest';
import type { FreeReadingInput } from '@shared/schemas/reading';
import { hashPassword } from '../modules/auth/passwords';
import type { Placer } from '../modules/orders/orders.service';
import { SESSION_COOKIE } from '../http/session';
import type { TestApi } from './test-api';
import { freeReadingBody } from './test-api';

/** Accounts, sessions and readings for API tests that need someone signed in. */

export const TEST_PASSWORD = 'correct horse battery';

/** Signs in through the real endpoint and answers the `Cookie` header value of the new session. */
export async function login(api: TestApi, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await fetch(`${api.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  expect(response.status, `login as ${email}`).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`No session cookie for ${email}`);
  return cookie.split(';')[0]!;
}

export async function createStaff(api: TestApi, email = 'staff@example.com', role: 'staff' | 'admin' = 'staff'): Promise<{ id: number; cookie: string }> {
  const { user } = await api.container.auth.provisionStaff({ email, role, name: 'Sage Staff', password: TEST_PASSWORD });
  return { id: user.id, cookie: await login(api, email) };
}

export async function createCustomer(api: TestApi, email: string, name = 'Cass Customer'): Promise<{ id: number; cookie: string }> {
  const now = new Date().toISOString();
  await api.container.db.knex('users').insert({ email, name, role: 'customer', password_hash: await hashPassword(TEST_PASSWORD), created_at: now, updated_at: now });
  const { id } = await api.container.db.knex('users').select('id').where({ email }).first();
  return { id: Number(id), cookie: await login(api, email) };
}

export interface ReadingFixture {
  id: number;
  orderId: number;
  requestCode: string;
}

/**
 * A free reading request as the form makes it (order, reading and confirmation mail), at `now`;
 * `placedBy`: the signed-in customer who sent the form (the unpaid request is then on their account).
 */
export async function createReading(api: TestApi, overrides: Partial<FreeReadingInput> = {}, now = new Date(), placedBy?: Placer): Promise<ReadingFixture> {
  const order = await api.container.readings.createFreeReading(freeReadingBody(overrides) as FreeReadingInput, placedBy, now);
  const row = await api.container.db.knex('readings as r').join('orders as o', 'o.id', 'r.order_id').select('r.id', 'o.id as order_id').where('o.request_code', order.requestCode).first();
  return { id: Number(row.id), orderId: Number(row.order_id), requestCode: order.requestCode };
}

/** Marks the order paid as a payment does: it then joins the account of its e-mail, if there is one. */
export async function markPaid(api: TestApi, reading: ReadingFixture): Promise<void> {
  const now = new Date().toISOString();
  const { knex } = api.container.db;
  const { email } = await knex('orders').select('email').where({ id: reading.orderId }).first();
  const account = await knex('users').select('id').where({ email }).first();
  await knex('orders').where({ id: reading.orderId }).update({ is_paid: true, payment_date: now, updated_at: now, ...(account ? { user_id: account.id } : {}) });
}

/** A fetch with a session cookie (and any other headers); the body is sent as given. */
export function requestAs(api: TestApi, cookie: string | undefined, method: string, path: string, init: { body?: BodyInit | Uint8Array; headers?: Record<string, string> } = {}): Promise<Response> {
  return fetch(`${api.baseUrl}${path}`, { method, body: init.body as BodyInit | undefined, headers: { ...(cookie ? { cookie } : {}), ...init.headers } });
}
