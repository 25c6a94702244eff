import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createReading, createStaff, requestAs } from '../testing/accounts';
import { writeStandInBuild } from '../testing/stand-in-build';
import { describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../testing/test-api';
import { NUL_MESSAGE } from './nul-characters';

/** Hostile input gets a clean 4xx, and error answers look like successful ones. */

/** A GET exactly as written: fetch would normalise `..` and `%2e%2e` away before sending. */
function rawGet(baseUrl: string, path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every header security-headers.ts may set; an error answer must carry the same ones as a success. */
const SECURITY_HEADERS = [
  'x-content-type-options',
  'cache-control',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'content-security-policy',
  'permissions-policy',
  'strict-transport-security',
];

function securityHeadersOf(headers: Headers): Record<string, string | null> {
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers.get(name)]));
}

/** `depth` nested arrays around a string: the shape that overflowed the NUL check's recursion. */
function nestedBody(depth: number, text: string): string {
  return `{"name":${'['.repeat(depth)}${JSON.stringify(text)}${']'.repeat(depth)}}`;
}

describeEachDatabase('hardening against hostile input', (database) => {
  let api: TestApi;
  let staticDir: string;
  let staff: string;

  beforeAll(async () => {
    // A stand-in PWA build, so that the static file handler really serves files.
    staticDir = mkdtempSync(join(tmpdir(), 'soulsketch-pwa-'));
    writeStandInBuild(staticDir);
    writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log("app")');
    api = await startTestApi(database, { STATIC_DIR: staticDir, FREE_READING_RATE_LIMIT: '1000/60', PASSWORD_RESET_RATE_LIMIT: '1/60' });
    staff = (await createStaff(api)).cookie;
  });
  afterAll(async () => {
    await api?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });
  afterEach(() => vi.restoreAllMocks());

  describe('input that used to end in a 500', () => {
    it('refuses a JSON body nested 10,000 deep with a NUL inside with a 400, not a stack overflow', async () => {
      for (const text of ['Luna\u0000Star', 'Luna Star']) {
        const response = await api.request('POST', '/api/free-soulmate', { raw: nestedBody(10_000, text), headers: { 'content-type': 'application/json' } });
        expect(response.status).toBe(400);
        expect(response.body.error).toMatchObject({ code: 'bad_request', message: expect.stringMatching(/nested/) });
      }
    });

    it('still names a NUL inside a body nested within the limit', async () => {
      const response = await api.request('POST', '/api/free-soulmate', { raw: nestedBody(60, 'Luna\u0000Star'), headers: { 'content-type': 'application/json' } });
      expect(response.status).toBe(422);
      expect(response.body.error.details[`name.${Array(60).fill('0').join('.')}`]).toEqual([NUL_MESSAGE]);
    });

    it('serves the stand-in PWA build (the handler under test is really on)', async () => {
      expect((await rawGet(api.baseUrl, '/')).text).toContain('SoulSketch');
      expect((await rawGet(api.baseUrl, '/assets/app.js')).text).toContain('console.log');
      expect((await rawGet(api.baseUrl, '/products/some-page')).status).toBe(200);
    });

    it.each([
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc/passwd',
      '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '//etc/passwd',
      '/%2fetc%2fpasswd',
      '/%00',
      '/index.html%00.js',
      '/assets/app.js%00',
      '/%E0%A4%A',
    ])('answers %s with a 400 or 404, never a 500 or a file from outside', async (path) => {
      const response = await rawGet(api.baseUrl, path);
      expect([400, 404]).toContain(response.status);
      expect(response.text).not.toMatch(/root:|<!doctype/i);
    });
  });

  describe('error answers, links and ids', () => {
    it('gives every error answer the security headers of a successful one, in Koa and in the hot lane', async () => {
      const reading = await createReading(api);
      const apiSuccess = securityHeadersOf((await fetch(`${api.baseUrl}/api/health`)).headers);
      const hotSuccess = securityHeadersOf((await fetch(`${api.baseUrl}/api/readings/${reading.requestCode}`)).headers);
      expect(apiSuccess['x-content-type-options']).toBe('nosniff');
      expect(apiSuccess['cache-control']).toBe('no-store');
      expect(hotSuccess).toEqual(apiSuccess);

      const json = { 'content-type': 'application/json' };
      const errors: Array<[string, number, () => Promise<Response>]> = [
        ['unknown endpoint', 404, () => fetch(`${api.baseUrl}/api/no-such-thing`)],
        ['unknown code, hot lane', 404, () => fetch(`${api.baseUrl}/api/readings/ZZZZ-ZZZZ-ZZZZ`)],
        ['invalid JSON, body parser', 400, () => fetch(`${api.baseUrl}/api/free-soulmate`, { method: 'POST', headers: json, body: '{"name":' })],
        ['too large, body parser', 413, () => fetch(`${api.baseUrl}/api/free-soulmate`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'x'.repeat(70_000) }) })],
        ['invalid fields', 422, () => fetch(`${api.baseUrl}/api/free-soulmate`, { method: 'POST', headers: json, body: JSON.stringify(freeReadingBody({ email: 'nope' })) })],
        ['not signed in', 401, () => fetch(`${api.baseUrl}/api/admin/products`)],
        ['rate limited', 429, async () => {
          await fetch(`${api.baseUrl}/api/password-reset`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'a@example.com' }) });
          return fetch(`${api.baseUrl}/api/password-reset`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'a@example.com' }) });
        }],
        ['unexpected failure', 500, () => {
          vi.spyOn(api.container.readings, 'createFreeReading').mockRejectedValueOnce(new Error('boom'));
          return fetch(`${api.baseUrl}/api/free-soulmate`, { method: 'POST', headers: json, body: JSON.stringify(freeReadingBody()) });
        }],
        ['unexpected failure, hot lane', 500, () => {
          vi.spyOn(api.container.readings, 'getReading').mockRejectedValueOnce(new Error('boom'));
          return fetch(`${api.baseUrl}/api/readings/${reading.requestCode}`);
        }],
        ['database not answering', 503, () => {
          vi.spyOn(api.container.db.knex, 'raw').mockRejectedValueOnce(new Error('gone'));
          return fetch(`${api.baseUrl}/api/health`);
        }],
      ];
      for (const [what, status, send] of errors) {
        const response = await send();
        expect(response.status, what).toBe(status);
        expect(securityHeadersOf(response.headers), what).toEqual(apiSuccess);
      }

      // A page path refused by the static file handler carries the page headers of a served page.
      const pageSuccess = (await rawGet(api.baseUrl, '/')).headers;
      const pageError = (await rawGet(api.baseUrl, '/../../etc/passwd')).headers;
      for (const name of SECURITY_HEADERS.filter((header) => header !== 'cache-control')) expect(pageError[name], name).toEqual(pageSuccess[name]);
    });

    it.each([
      '<a href="//evil.example/x">x</a>',
      '<a href="\\\\evil.example/x">x</a>',
      '<a href="/\\evil.example/x">x</a>',
      '<a href=" //evil.example/x">x</a>',
      '<a href="/\t/evil.example/x">x</a>',
      '<a href="/&#10;/evil.example/x">x</a>',
      '<a href="&#47;&#47;evil.example/x">x</a>',
      '<a href="/&#x5C;evil.example/x">x</a>',
      '<a href="/&sol;evil.example/x">x</a>',
    ])('drops the protocol-relative link in %s from a product description', async (html) => {
      const product = (await (await requestAs(api, staff, 'GET', '/api/admin/products')).json())[0];
      const response = await requestAs(api, staff, 'PATCH', `/api/admin/products/${product.id}`, {
        body: JSON.stringify({ ...productUpdate(product), descriptionHtml: html }),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(200);
      expect((await response.json()).descriptionHtml).toBe('<a>x</a>');
    });

    it.each([' 1', '1 ', '0x1', '1e0', '01', '+1', '1.0', '1.', '-0', '١'])('answers the product id %j with a 404, not product 1', async (id) => {
      const products = await (await requestAs(api, staff, 'GET', '/api/admin/products')).json();
      const body = JSON.stringify({ ...productUpdate(products[0]), shortDescription: 'Rewritten by a hostile id' });
      const headers = { 'content-type': 'application/json' };
      const response = await requestAs(api, staff, 'PATCH', `/api/admin/products/${encodeURIComponent(id)}`, { body, headers });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
      expect((await api.container.db.knex('products').where({ id: 1 }).first()).short_description).toBe(products[0].shortDescription);
      // The plain id still works.
      expect((await requestAs(api, staff, 'PATCH', '/api/admin/products/1', { body: JSON.stringify(productUpdate(products[0])), headers })).status).toBe(200);
    });
  });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a product as the admin list answers it
function productUpdate(product: any) {
  const { priceCents, comparePriceCents, shortDescription, descriptionHtml, features, active } = product;
  return { priceCents, comparePriceCents, shortDescription, descriptionHtml, features, active };
}
