import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@shared/schemas/admin';
import { createCustomer, createStaff, requestAs } from '../../testing/accounts';
import { JPEG_BYTES, PNG_BYTES, WEBP_BYTES, pngOfSize } from '../../testing/images';
import { TEST_DATABASES, startTestApi, type TestApi } from '../../testing/test-api';
import { UPLOAD_MESSAGES, detectImageType } from './uploads';

// Files live on disk whatever the database: one run (SQLite) covers them.
describe('sketch uploads', () => {
  let api: TestApi;
  let staff: string;
  const stored = () => {
    try {
      return readdirSync(join(api.dataDir, 'uploads'));
    } catch {
      return [];
    }
  };
  const upload = (body: BodyInit | Uint8Array, type: string, cookie: string | null = staff, headers: Record<string, string> = {}) =>
    requestAs(api, cookie ?? undefined, 'POST', '/api/admin/uploads', { body, headers: { 'content-type': type, ...headers } });

  beforeAll(async () => {
    api = await startTestApi(TEST_DATABASES[0]);
    staff = (await createStaff(api)).cookie;
  });
  afterAll(async () => api?.close());

  it.each([
    ['image/png', PNG_BYTES, 'png'],
    ['image/jpeg', JPEG_BYTES, 'jpg'],
    ['image/webp', WEBP_BYTES, 'webp'],
  ])('stores a %s under a random name and serves it back with safe headers', async (type, bytes, extension) => {
    const response = await upload(bytes, type);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ url: expect.stringMatching(new RegExp(`^/uploads/[A-Za-z0-9_-]{22}\\.${extension}$`)), contentType: type, bytes: bytes.length });
    expect(stored()).toContain(body.url.slice('/uploads/'.length));

    const served = await fetch(`${api.baseUrl}${body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const head = await fetch(`${api.baseUrl}${body.url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    expect(head.headers.get('content-type')).toBe(type);
  });

  it('gives every upload a new name, even for the same bytes', async () => {
    const first = await (await upload(PNG_BYTES, 'image/png')).json();
    const second = await (await upload(PNG_BYTES, 'image/png')).json();
    expect(first.url).not.toBe(second.url);
  });

  it('accepts exactly 5 MB and refuses one byte more with 413, storing nothing', async () => {
    expect((await upload(pngOfSize(UPLOAD_MAX_BYTES), 'image/png')).status).toBe(201);
    const before = stored().length;
    const response = await upload(pngOfSize(UPLOAD_MAX_BYTES + 1), 'image/png');
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatchObject({ code: 'payload_too_large', message: UPLOAD_MESSAGES.tooLarge });
    expect(stored().length).toBe(before);
  });

  it('refuses a declared length over the limit at once, without waiting for the body', async () => {
    const { request } = await import('node:http');
    const url = new URL(api.baseUrl);
    const headers = { cookie: staff, 'content-type': 'image/png', 'content-length': String(UPLOAD_MAX_BYTES + 1) };
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({ host: url.hostname, port: url.port, path: '/api/admin/uploads', method: 'POST', headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      // Only the first bytes are ever sent: an answer can only come from the declared length.
      req.write(PNG_BYTES);
      setTimeout(() => reject(new Error('no answer while the body was still owed')), 3000).unref();
    });
    expect(status).toBe(413);
  });

  it('counts an upload sent without a length and stops at the limit', async () => {
    const chunk = pngOfSize(1024 * 1024);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Far more than the limit, if it were all read: 50 MB.
        if (sent >= 50) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const before = stored().length;
    const response = await fetch(`${api.baseUrl}/api/admin/uploads`, {
      method: 'POST',
      body: endless,
      headers: { cookie: staff, 'content-type': 'image/png' },
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error);
    // The server answers 413 and closes the connection mid-upload: a client may see the answer or the reset.
    if (response instanceof Response) expect(response.status).toBe(413);
    expect(sent).toBeLessThan(50);
    expect(stored().length).toBe(before);
  });

  it.each([
    ['a text file declared as a PNG', Buffer.from('just some text, renamed to sketch.png\n'), 'image/png', UPLOAD_MESSAGES.notImage],
    ['an HTML file declared as a WebP', Buffer.from('<html><script>alert(1)</script></html>'), 'image/webp', UPLOAD_MESSAGES.notImage],
    ['a JPEG declared as a PNG', JPEG_BYTES, 'image/png', 'This file is a JPEG image but was sent as image/png.'],
    ['a PNG declared as a WebP', PNG_BYTES, 'image/webp', 'This file is a PNG image but was sent as image/webp.'],
    ['an empty body', Buffer.alloc(0), 'image/png', UPLOAD_MESSAGES.empty],
    ['a truncated PNG signature', PNG_BYTES.subarray(0, 6), 'image/png', UPLOAD_MESSAGES.notImage],
  ])('refuses %s with 422 and stores nothing', async (_, bytes, type, message) => {
    const before = stored().length;
    const response = await upload(bytes, type);
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatchObject({ code: 'validation_failed', message, details: { file: [message] } });
    expect(stored().length).toBe(before);
  });

  it('refuses a JSON upload and other types with 415', async () => {
    const json = await upload(JSON.stringify({ image: PNG_BYTES.toString('base64') }), 'application/json');
    expect(json.status).toBe(415);
    expect((await json.json()).error.message).toBe(UPLOAD_MESSAGES.type);
    expect((await upload(PNG_BYTES, 'image/svg+xml')).status).toBe(415);
    expect((await upload(PNG_BYTES, 'image/gif')).status).toBe(415);
    expect((await upload(PNG_BYTES, 'image/png', null)).status).toBe(401);
  });

  it('accepts a declared type with parameters', async () => {
    expect((await upload(PNG_BYTES, 'image/png; name=sketch.png')).status).toBe(201);
  });

  it('refuses anonymous and customer uploads before reading them', async () => {
    const customer = (await createCustomer(api, 'upload-customer@example.com')).cookie;
    const before = stored().length;
    expect((await upload(PNG_BYTES, 'image/png', null)).status).toBe(401);
    expect((await upload(PNG_BYTES, 'image/png', customer)).status).toBe(403);
    expect((await upload(pngOfSize(UPLOAD_MAX_BYTES + 1), 'image/png', customer)).status).toBe(403);
    expect(stored().length).toBe(before);
  });

  it.each([
    '/uploads/unknown.png',
    '/uploads/',
    '/uploads/../soulsketch.sqlite',
    '/uploads/%2e%2e%2fsoulsketch.sqlite',
    '/uploads/..%2Fsoulsketch.sqlite',
    '/uploads/a/b.png',
    '/uploads/sketch.svg',
    '/uploads/sketch.png.txt',
    '/uploads/.png',
    '/uploads/sketch.PNG',
  ])('answers 404 for %s', async (path) => {
    // Sent as typed: fetch would tidy the dots away.
    const response = await rawGet(api.baseUrl, path);
    expect(response.status, path).toBe(404);
  });

  it('answers 404 to writes on an uploaded file', async () => {
    const { url } = await (await upload(PNG_BYTES, 'image/png')).json();
    for (const method of ['POST', 'PUT', 'DELETE']) expect((await requestAs(api, staff, method, url)).status, method).toBe(404);
    expect((await fetch(`${api.baseUrl}${url}`)).status).toBe(200);
  });

  it('recognises images by their first bytes only', () => {
    expect(detectImageType(PNG_BYTES)).toBe('image/png');
    expect(detectImageType(JPEG_BYTES)).toBe('image/jpeg');
    expect(detectImageType(WEBP_BYTES)).toBe('image/webp');
    expect(detectImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt ', 'latin1'))).toBeUndefined();
    expect(detectImageType(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined();
  });
});

/** A GET with the path exactly as written (no URL normalisation). */
async function rawGet(baseUrl: string, path: string): Promise<{ status: number }> {
  const { request } = await import('node:http');
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0 });
    });
    req.on('error', reject);
    req.end();
  });
}
