import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { createCustomer, createStaff, requestAs } from '../../testing/accounts';
import { audioOrder, payInSandbox } from '../../testing/audio-order';
import { describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../../testing/test-api';
import { BUNDLED_MEDITATION } from './meditation.service';

const MEDITATION = readFileSync(join('api/assets', BUNDLED_MEDITATION.path));
const SIZE = MEDITATION.length;

/**
 * The meditation over HTTP (docs/decisions/012): byte ranges as a browser's player asks for them, and the paid
 * audio heard by its owner (and staff) only.
 */
describeEachDatabase('the meditation audio', (database) => {
  let api: TestApi;
  let owner: string;
  let other: string;
  let staff: string;
  /** The owner's audio order, paid (a bonus of the full reading), delivered with the payment. */
  let audioCode: string;
  /** The full reading itself: the owner's, paid, but no audio. */
  let readingCode: string;

  const audio = (cookie: string | undefined, headers: Record<string, string> = {}, method = 'GET', code = audioCode) =>
    requestAs(api, cookie, method, `/api/orders/${code}/audio`, { headers });
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  /** The audio bonus that paying for a full reading put in the account. */
  const bonusAudioOf = async (parentCode: string) => {
    const row = await api.container.db
      .knex('orders as o')
      .join('orders as parent', 'parent.id', 'o.parent_order_id')
      .where({ 'parent.request_code': parentCode, 'o.product_id': PRODUCT_IDS.manifestationAudio })
      .select('o.request_code')
      .first();
    return String(row.request_code);
  };

  beforeAll(async () => {
    api = await startTestApi(database, { ORDER_RATE_LIMIT: '1000/60' });
    owner = (await createCustomer(api, 'luna@example.com', 'Luna Listener')).cookie;
    other = (await createCustomer(api, 'otto@example.com', 'Otto Other')).cookie;
    staff = (await createStaff(api)).cookie;
    // The full reading, paid: its payment brings the audio bonus into Luna's account.
    readingCode = (await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email: 'luna@example.com', name: 'Luna Listener' }) })).body.order.requestCode;
    await payInSandbox(api, readingCode);
    audioCode = await bonusAudioOf(readingCode);
  });
  afterAll(async () => api?.close());

  it('sends the whole file with its type, length and Accept-Ranges', async () => {
    const response = await audio(owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mp4');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-length')).toBe(String(SIZE));
    // A paid file behind a bearer code: no shared cache keeps it (the app saves it on purpose only).
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await bytes(response)).equals(MEDITATION)).toBe(true);
  });

  it.each([
    ['the first bytes', 'bytes=0-99', 0, 99],
    ['a middle range', 'bytes=1000-1999', 1000, 1999],
    ['an open-ended range', 'bytes=1000-', 1000, SIZE - 1],
    ['a suffix range', 'bytes=-500', SIZE - 500, SIZE - 1],
    ['a range running past the end', `bytes=${SIZE - 10}-${SIZE + 1000}`, SIZE - 10, SIZE - 1],
  ])('answers %s (%s) with 206 and exactly those bytes', async (_name, range, start, end) => {
    const response = await audio(owner, { range });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(response.headers.get('content-length')).toBe(String(end - start + 1));
    expect(response.headers.get('content-type')).toBe('audio/mp4');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect((await bytes(response)).equals(MEDITATION.subarray(start, end + 1))).toBe(true);
  });

  it.each([`bytes=${SIZE}-`, `bytes=${SIZE + 5}-${SIZE + 10}`, 'bytes=-0'])('refuses %s, past the end, with 416 and the size', async (range) => {
    const response = await audio(owner, { range });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${SIZE}`);
    expect((await response.json()).error.code).toBe('range_not_satisfiable');
  });

  it.each(['bytes=0-99,200-299', 'bytes=500-100', 'bytes=abc', 'pages=1-2'])('answers %s (several ranges, or none it can read) with the whole file', async (range) => {
    const response = await audio(owner, { range });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBeNull();
    expect((await bytes(response)).length).toBe(SIZE);
  });

  it('answers HEAD with the same headers and no body, ranged or not', async () => {
    const whole = await audio(owner, {}, 'HEAD');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(SIZE));
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('audio/mp4');
    expect((await bytes(whole)).length).toBe(0);
    const part = await audio(owner, { range: 'bytes=100-199' }, 'HEAD');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${SIZE}`);
    expect(part.headers.get('content-length')).toBe('100');
  });

  it('sends the whole file when If-Range names another version of it', async () => {
    const etag = (await audio(owner, {}, 'HEAD')).headers.get('etag')!;
    expect((await audio(owner, { range: 'bytes=0-9', 'if-range': etag })).status).toBe(206);
    expect((await audio(owner, { range: 'bytes=0-9', 'if-range': '"an-older-version"' })).status).toBe(200);
    const modified = (await audio(owner, {}, 'HEAD')).headers.get('last-modified')!;
    expect((await audio(owner, { range: 'bytes=0-9', 'if-range': modified })).status).toBe(206);
    expect((await audio(owner, { range: 'bytes=0-9', 'if-range': new Date(0).toUTCString() })).status).toBe(200);
  });

  it('is for its owner and staff: another customer and a signed-out visitor get a 404', async () => {
    const answers: Record<string, number> = {};
    for (const [who, cookie] of Object.entries({ owner, staff, other, anonymous: undefined })) {
      const response = await audio(cookie, { range: 'bytes=0-99' });
      answers[who] = response.status;
      if (response.status === 404) expect((await response.json()).error.message).toBe("Sorry, we couldn't find your audio.");
    }
    expect(answers).toEqual({ owner: 206, staff: 206, other: 404, anonymous: 404 });
  });

  it('is nobody else\'s either: an unknown code, a reading that is not audio, and a malformed code are 404', async () => {
    expect((await audio(owner, {}, 'GET', 'REQ-0000-0000-0000-0000-0000-0000')).status).toBe(404);
    expect((await audio(owner, {}, 'GET', readingCode)).status).toBe(404);
    expect((await audio(owner, {}, 'GET', 'not-a-code')).status).toBe(404);
  });

  it('opens once paid (delivered with the payment), and closes with a refund (staff may still check it)', async () => {
    // A catalogue order of the audio, unpaid, in Luna's account.
    const code = await audioOrder(api, 'luna@example.com', { paid: false });
    expect((await audio(owner, {}, 'GET', code)).status).toBe(404);
    expect((await audio(staff, { range: 'bytes=0-9' }, 'GET', code)).status).toBe(206);
    // Paid: the meditation is the owner's at once, nothing for staff to do first.
    await payInSandbox(api, code);
    expect((await audio(owner, { range: 'bytes=0-9' }, 'GET', code)).status).toBe(206);
    // Refunded: no longer the customer's to play.
    await api.container.db.knex('orders').where('request_code', code).update({ refunded_at: new Date().toISOString() });
    expect((await audio(owner, {}, 'GET', code)).status).toBe(404);
  });

  it('plays the file staff attached to the order, with ranges, and never serves it at its upload address', async () => {
    // Any .m4a will do: the first 64 KB of ours still starts with its `ftyp` box.
    const own = MEDITATION.subarray(0, 64 * 1024);
    const upload = await requestAs(api, staff, 'POST', '/api/admin/uploads/audio', { body: own, headers: { 'content-type': 'audio/x-m4a' } });
    expect(upload.status).toBe(201);
    const { url, contentType, bytes: size } = await upload.json();
    expect({ contentType, size }).toEqual({ contentType: 'audio/mp4', size: own.length });
    expect(url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.m4a$/);
    for (const cookie of [undefined, owner, staff]) expect((await requestAs(api, cookie, 'GET', url)).status).toBe(404);

    const code = await audioOrder(api, 'luna@example.com', { staffCookie: staff, premium: { manifestationAudio: url } });

    const whole = await audio(owner, {}, 'GET', code);
    expect(whole.status).toBe(200);
    expect((await bytes(whole)).equals(own)).toBe(true);
    const part = await audio(owner, { range: 'bytes=-100' }, 'GET', code);
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes ${own.length - 100}-${own.length - 1}/${own.length}`);
    expect((await audio(other, {}, 'GET', code)).status).toBe(404);
  });

  it('takes only real audio files as uploads, from staff', async () => {
    const send = (cookie: string | undefined, body: Uint8Array, type: string) => requestAs(api, cookie, 'POST', '/api/admin/uploads/audio', { body, headers: { 'content-type': type } });
    expect((await send(owner, MEDITATION.subarray(0, 1024), 'audio/mp4')).status).toBe(403);
    expect((await send(undefined, MEDITATION.subarray(0, 1024), 'audio/mp4')).status).toBe(401);
    expect((await send(staff, Buffer.from('not audio at all, just text'), 'audio/mpeg')).status).toBe(422);
    expect((await send(staff, MEDITATION.subarray(0, 1024), 'video/mp4')).status).toBe(415);
    expect((await send(staff, Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]), 'audio/mpeg')).status).toBe(201);
  });
});
