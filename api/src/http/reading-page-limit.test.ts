import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInRenderBuild } from '../testing/stand-in-render';
import { describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../testing/test-api';
import { TOO_MANY_PAGES_TITLE, waitInWords } from './too-many-pages';

/**
 * One client opening reading pages in a loop must not take the server from everyone else: past
 * READING_PAGE_RATE_LIMIT, that client gets a 429 page saying how long to wait (Retry-After too), and
 * other clients, and the JSON reads, go on as before.
 */
describeEachDatabase('the limit on reading pages per client', (database) => {
  let api: TestApi;
  let build: ReturnType<typeof standInRenderBuild>;
  let code: string;
  // One proxy in front: each X-Forwarded-For address is a client of its own.
  const client = (address: string) => ({ 'x-forwarded-for': address });

  beforeAll(async () => {
    build = standInRenderBuild();
    api = await startTestApi(database, { STATIC_DIR: build.pwa, READING_PAGE_RATE_LIMIT: '3/60', TRUST_PROXY: '1' });
    const created = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email: 'limit@example.com' }), headers: client('198.51.100.1') });
    code = created.body.order.requestCode;
  });
  afterAll(async () => {
    await api?.close();
    build?.remove();
  });

  it('answers the 429 page with Retry-After past the limit, to that client only', async () => {
    const busy = client('203.0.113.7');
    for (const page of ['/first-reading', '/sales', '/thank-you']) {
      expect((await api.request('GET', `${page}/${code}`, { headers: busy })).status).toBe(200);
    }

    const refused = await api.request('GET', `/thank-you-confirmed/${code}?from=mail`, { headers: busy });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    const html = String(refused.body);
    expect(html).toContain(`<h1 class="mb-3 text-2xl text-gold-300 sm:text-3xl">${TOO_MANY_PAGES_TITLE}</h1>`);
    expect(html).toContain(`Please wait ${waitInWords(retryAfter)}, then open this page again`);
    expect(html).toContain(`href="/thank-you-confirmed/${code}?from=mail"`);
    // The shop's stylesheet, none of its scripts: the app would draw the reading over the message.
    expect(html).toContain('<link rel="stylesheet" href="/assets/index.css">');
    expect(html).not.toMatch(/<script|modulepreload/);
    expect(html).not.toContain('data-answers');
    // An unknown code counts the same: the limit is on pages opened, found or not.
    expect((await api.request('GET', '/first-reading/REQ-0000-0000-0000-0000-0000-0000-0000', { headers: busy })).status).toBe(429);

    // The same reading's JSON, and another client's page, are answered as before.
    expect((await api.request('GET', `/api/readings/by-code/${code}`, { headers: busy })).status).toBe(200);
    expect((await api.request('GET', `/first-reading/${code}`, { headers: client('203.0.113.8') })).status).toBe(200);
  });

});

describe('the wait on the 429 page', () => {
  it.each([
    [5, 'a few seconds'],
    [60, 'about a minute'],
    [170, 'about 3 minutes'],
  ])('words %i s as "%s"', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});
