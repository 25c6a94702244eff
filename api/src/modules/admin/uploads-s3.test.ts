import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { audioOrder } from '../../testing/audio-order';
import { createCustomer, createStaff, requestAs } from '../../testing/accounts';
import { PNG_BYTES, pngOfSize } from '../../testing/images';
import { startS3StandIn, type S3StandIn } from '../../testing/s3-stand-in';
import { TEST_DATABASES, startTestApi, type TestApi } from '../../testing/test-api';

const nameOf = (url: string) => url.slice('/uploads/'.length);
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

// Files live in the object store whatever the database: one run (SQLite) covers them.
describe('uploads in an S3 object store (S3_BUCKET set)', () => {
  let store: S3StandIn;
  let api: TestApi;
  let other: TestApi;
  let staff: string;

  beforeAll(async () => {
    store = await startS3StandIn();
    // Two processes of one fleet: each has its own data folder, both the same bucket.
    api = await startTestApi(TEST_DATABASES[0], store.env);
    other = await startTestApi(TEST_DATABASES[0], store.env);
    staff = (await createStaff(api)).cookie;
  });
  afterAll(async () => {
    await api?.close();
    await other?.close();
    await store?.close();
  });

  it('keeps an uploaded sketch in the bucket, not on local disk, and every process serves it byte for byte', async () => {
    const sketch = pngOfSize(300 * 1024);
    const response = await requestAs(api, staff, 'POST', '/api/admin/uploads', { body: sketch, headers: { 'content-type': 'image/png' } });
    expect(response.status).toBe(201);
    const { url } = await response.json();
    expect((await store.objectBytes(nameOf(url)))?.equals(sketch)).toBe(true);
    const local = join(api.dataDir, 'uploads');
    expect(existsSync(local) ? readdirSync(local) : []).toEqual([]);

    for (const server of [api, other]) {
      const served = await fetch(`${server.baseUrl}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await bytesOf(served)).equals(sketch)).toBe(true);
    }
    const head = await fetch(`${other.baseUrl}${url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(sketch.length));
    expect((await fetch(`${other.baseUrl}/uploads/AAAAAAAAAAAAAAAAAAAAAA.png`)).status).toBe(404);
  });

  it("plays an order's own audio from the bucket to its owner, with byte ranges", async () => {
    const owner = (await createCustomer(api, 'luna@example.com')).cookie;
    // An ID3 tag, then filler: an .mp3 as far as the upload check looks.
    const own = Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.alloc(40_000, 7), Buffer.from('the end', 'latin1')]);
    const upload = await requestAs(api, staff, 'POST', '/api/admin/uploads/audio', { body: own, headers: { 'content-type': 'audio/mpeg' } });
    expect(upload.status).toBe(201);
    const { url } = await upload.json();
    expect((await store.objectBytes(nameOf(url)))?.equals(own)).toBe(true);
    const code = await audioOrder(api, 'luna@example.com', { staffCookie: staff, premium: { manifestationAudio: url } });

    const play = (range?: string) => requestAs(api, owner, 'GET', `/api/orders/${code}/audio`, { headers: range ? { range } : {} });
    const whole = await play();
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect((await bytesOf(whole)).equals(own)).toBe(true);
    const tail = await play('bytes=-7');
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${own.length - 7}-${own.length - 1}/${own.length}`);
    expect((await bytesOf(tail)).toString('latin1')).toBe('the end');
    const middle = await play('bytes=2-5');
    expect(middle.status).toBe(206);
    expect((await bytesOf(middle)).equals(own.subarray(2, 6))).toBe(true);
  });
});

describe('uploads when the object store cannot be reached', () => {
  let store: S3StandIn;
  let api: TestApi;
  let staff: string;
  let url: string;

  beforeAll(async () => {
    store = await startS3StandIn();
    api = await startTestApi(TEST_DATABASES[0], store.env);
    staff = (await createStaff(api)).cookie;
    url = (await (await requestAs(api, staff, 'POST', '/api/admin/uploads', { body: PNG_BYTES, headers: { 'content-type': 'image/png' } })).json()).url;
    await store.stop();
  });
  afterAll(async () => {
    await api?.close();
    await store?.close();
  });

  it('answers an upload 503 unavailable, to try again later, rather than 500', async () => {
    const response = await requestAs(api, staff, 'POST', '/api/admin/uploads', { body: PNG_BYTES, headers: { 'content-type': 'image/png' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect((await response.json()).error).toMatchObject({ code: 'unavailable', message: expect.stringContaining('this file was not saved') });
  });

  it('answers a stored sketch 503 too: not there for now, not gone', async () => {
    const response = await fetch(`${api.baseUrl}${url}`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
    expect((await response.json()).error.code).toBe('unavailable');
  });
});

describe('uploads in an S3-compatible store that ignores ranges, or asked for names the shop never made', () => {
  let store: S3StandIn;
  let api: TestApi;
  let staff: string;
  const logged: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    store = await startS3StandIn('soulsketch-uploads', { ignoreRanges: true });
    const sink = new Writable({
      write(line, _encoding, done) {
        logged.push(JSON.parse(String(line)));
        done();
      },
    });
    api = await startTestApi(TEST_DATABASES[0], store.env, { logger: pino({ level: 'info' }, sink) });
    staff = (await createStaff(api)).cookie;
  });
  afterAll(async () => {
    await api?.close();
    await store?.close();
  });
  beforeEach(() => {
    logged.length = 0;
  });

  it('never sends more than it declared: a range the store answered whole is refused, not sent as 206', async () => {
    const owner = (await createCustomer(api, 'sol@example.com')).cookie;
    const own = Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.alloc(200_000, 7)]);
    const { url } = await (await requestAs(api, staff, 'POST', '/api/admin/uploads/audio', { body: own, headers: { 'content-type': 'audio/mpeg' } })).json();
    const code = await audioOrder(api, 'sol@example.com', { staffCookie: staff, premium: { manifestationAudio: url } });

    const whole = await requestAs(api, owner, 'GET', `/api/orders/${code}/audio`);
    expect(whole.status).toBe(200);
    expect((await bytesOf(whole)).equals(own)).toBe(true);

    const first = await requestAs(api, owner, 'GET', `/api/orders/${code}/audio`, { headers: { range: 'bytes=0-0' } });
    expect(first.status).toBe(503);
    expect(first.headers.get('content-range')).toBeNull();
    expect((await first.json()).error.code).toBe('unavailable');
    // The operator learns why: the store's answer, named.
    expect(logged.some((line) => line.level >= 50 && line.msg === 'object store: read failed')).toBe(true);
  });

  it('answers a name longer than any the shop makes 404, without asking the store or logging an error', async () => {
    for (const name of [`${'a'.repeat(2000)}.png`, `${'a'.repeat(23)}.png`]) {
      const response = await fetch(`${api.baseUrl}/uploads/${name}`);
      expect(response.status).toBe(404);
    }
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });
});
