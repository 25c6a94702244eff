import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_ENDPOINT_MESSAGE } from '@shared/schemas/push';
import { generateVapidKeyPair } from '../../integrations/web-push';
import { createCustomer, requestAs } from '../../testing/accounts';
import { TEST_DATABASES, describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';
import { deviceLabel } from './device-label';
import { isAllowedPushEndpoint } from './push-endpoints';
import { createSettingsRepo } from './settings.repo';
import { loadVapidKeys } from './vapid-keys';

/** Keys as a browser makes them: a P-256 public key and a 16-byte secret, base64url. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const json = { 'content-type': 'application/json' };

describeEachDatabase('push subscriptions', (database) => {
  let api: TestApi;
  let cass: string;
  let otto: string;

  beforeAll(async () => {
    api = await startTestApi(database, { PUSH_EXTRA_ALLOWED_HOSTS: 'push.stand-in.test' });
    cass = (await createCustomer(api, 'cass@example.com')).cookie;
    otto = (await createCustomer(api, 'otto@example.com', 'Otto Other')).cookie;
  });
  afterAll(async () => api?.close());

  const subscribe = (cookie: string | undefined, endpoint: string, userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1') =>
    requestAs(api, cookie, 'POST', '/api/push/subscriptions', { body: JSON.stringify({ endpoint, expirationTime: null, keys: browserKeys() }), headers: { ...json, 'user-agent': userAgent } });
  const devices = async (cookie: string) => (await requestAs(api, cookie, 'GET', '/api/push/subscriptions')).json();

  it('serves one VAPID public key, made once and kept in the database', async () => {
    const first = await api.request('GET', '/api/push/public-key');
    expect(first.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await api.request('GET', '/api/push/public-key')).body).toEqual(first.body);
    // Another process (or a restart) reads the same pair instead of making a new one.
    const again = await loadVapidKeys({ push: { subject: 'mailto:x@example.com', extraAllowedHosts: [] } }, createSettingsRepo(api.container.db));
    expect(again.publicKey).toBe(first.body.publicKey);
  });

  it('stores a signed-in customer\'s device, once per endpoint, and lists only their own', async () => {
    const endpoint = `https://web.push.apple.com/QG${randomBytes(8).toString('hex')}`;
    const created = await subscribe(cass, endpoint);
    expect(created.status).toBe(201);
    const device = await created.json();
    expect(device).toMatchObject({ label: 'Safari on iPhone', endpoint, lastSuccessAt: null });

    // The same browser again (new keys, say): one device, not two.
    expect((await subscribe(cass, endpoint)).status).toBe(201);
    expect(await devices(cass)).toEqual([expect.objectContaining({ id: device.id, endpoint })]);
    expect(await devices(otto)).toEqual([]);
    const stored = await api.container.db.knex('push_subscriptions').where({ endpoint }).first();
    expect(stored).toMatchObject({ device_label: 'Safari on iPhone' });
    expect(stored.created_at).toBeTruthy();

  });

  it('keeps a device with its account: another account posting its endpoint is refused, and nothing changes', async () => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`;
    const { id } = await (await subscribe(cass, endpoint)).json();
    const before = await api.container.db.knex('push_subscriptions').where({ endpoint }).first();

    const taken = await subscribe(otto, endpoint, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0');
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toMatchObject({ code: 'endpoint_taken' });
    expect(await api.container.db.knex('push_subscriptions').where({ endpoint }).first()).toEqual(before);
    expect((await devices(cass)).map((entry: { id: number }) => entry.id)).toContain(id);
    expect(await devices(otto)).toEqual([]);
  });

  it('asks for a session', async () => {
    const response = await subscribe(undefined, 'https://fcm.googleapis.com/fcm/send/abc');
    expect(response.status).toBe(401);
    expect((await requestAs(api, undefined, 'GET', '/api/push/subscriptions')).status).toBe(401);
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['an unknown host', 'https://evil.example.com/fcm/send/abc'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/send'],
    ['a suffix without a name', 'https://push.apple.com/abc'],
    ['an address on the local network', 'https://127.0.0.1:8443/push/abc'],
    ['a port on a push service', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
    ['credentials', 'https://user:secret@fcm.googleapis.com/fcm/send/abc'],
    ['not a URL', 'notaurl-at-all'],
  ])('refuses %s with 422 and a field error', async (_, endpoint) => {
    const response = await subscribe(cass, endpoint);
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatchObject({ code: 'validation_failed', details: { endpoint: [PUSH_ENDPOINT_MESSAGE] } });
    expect(await api.container.db.knex('push_subscriptions').where({ endpoint }).first()).toBeUndefined();
  });

  it('refuses keys that are not a browser\'s', async () => {
    const response = await requestAs(api, cass, 'POST', '/api/push/subscriptions', {
      body: JSON.stringify({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'short', auth: 'x' } }),
      headers: json,
    });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).error.details).sort()).toEqual(['keys.auth', 'keys.p256dh']);
  });

  const point = Buffer.from(browserKeys().p256dh, 'base64url');
  it.each([
    ['a point off the curve', Buffer.concat([point.subarray(0, 64), Buffer.from([point[64]! ^ 1])])],
    ['a point of zeros', Buffer.concat([Buffer.from([4]), Buffer.alloc(64)])],
    ['a point in the hybrid form', Buffer.concat([Buffer.from([6 + (point[64]! & 1)]), point.subarray(1)])],
    ['65 bytes not starting 0x04', Buffer.concat([Buffer.from([2]), point.subarray(1)])],
  ])('refuses %s as the p256dh key, with 422 on keys.p256dh, and stores nothing', async (_, key) => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`;
    const response = await requestAs(api, cass, 'POST', '/api/push/subscriptions', {
      body: JSON.stringify({ endpoint, keys: { ...browserKeys(), p256dh: key.toString('base64url') } }),
      headers: json,
    });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatchObject({ code: 'validation_failed', details: { 'keys.p256dh': [expect.any(String)] } });
    expect(await api.container.db.knex('push_subscriptions').where({ endpoint }).first()).toBeUndefined();
  });

  it('refuses an auth secret that is not 16 bytes, with 422 on keys.auth', async () => {
    const response = await requestAs(api, cass, 'POST', '/api/push/subscriptions', {
      body: JSON.stringify({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { ...browserKeys(), auth: randomBytes(17).toString('base64url') } }),
      headers: json,
    });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).error.details)).toEqual(['keys.auth']);
  });

  it('turns a device off for its owner only', async () => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`;
    const { id } = await (await subscribe(cass, endpoint, 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36')).json();
    const remove = (cookie: string | undefined) => requestAs(api, cookie, 'DELETE', `/api/push/subscriptions/${id}`, { body: '{}', headers: json });
    expect((await remove(undefined)).status).toBe(401);
    expect((await remove(otto)).status).toBe(404);
    expect((await devices(cass)).map((entry: { id: number }) => entry.id)).toContain(id);
    expect((await remove(cass)).status).toBe(200);
    expect((await devices(cass)).map((entry: { id: number }) => entry.id)).not.toContain(id);
    expect((await remove(cass)).status).toBe(404);
  });
});

describe('VAPID keys from the environment', () => {
  let api: TestApi;
  const keys = generateVapidKeyPair();
  beforeAll(async () => {
    api = await startTestApi(TEST_DATABASES[0], { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:ops@example.com' });
  });
  afterAll(async () => api?.close());

  it('serves the configured public key and stores no pair of its own', async () => {
    expect((await api.request('GET', '/api/push/public-key')).body).toEqual({ publicKey: keys.publicKey });
    expect(await api.container.db.knex('app_settings').where({ key: 'vapid_keys' }).first()).toBeUndefined();
  });
});

describe('push endpoints and device labels', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://eu.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGabc',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
  ])('accepts %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, [])).toBe(true);
  });

  it('accepts an extra host (with or without its port) only when configured', () => {
    expect(isAllowedPushEndpoint('https://127.0.0.1:8443/push/a', [])).toBe(false);
    expect(isAllowedPushEndpoint('https://127.0.0.1:8443/push/a', ['127.0.0.1'])).toBe(true);
    expect(isAllowedPushEndpoint('https://127.0.0.1:8443/push/a', ['127.0.0.1:8443'])).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:8443/push/a', ['127.0.0.1'])).toBe(false);
  });

  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 'Safari on iPhone'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox on Mac'],
    ['curl/8.0', 'A browser'],
  ])('names %s', (agent, label) => {
    expect(deviceLabel(agent)).toBe(label);
  });
});
