import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createRenderedPageCache } from './rendered-page-cache';

/** The bounds of the server's copies of reading pages (docs/decisions/028): size, age, and one render at a time. */
describe("the server's copies of reading pages", () => {
  const html = (text: string) => async () => ({ html: text, keep: true });

  it('keeps at most maxBytes, dropping the least recently used copy first', async () => {
    const cache = createRenderedPageCache({ ttlMs: 60_000, maxBytes: 25 });
    await cache.page('/a', '{}', html('a'.repeat(10)));
    await cache.page('/b', '{}', html('b'.repeat(10)));
    await cache.page('/a', '{}', html('never rendered'));
    expect(cache.renders).toBe(2);
    // A third page does not fit beside both: /b, used longest ago, goes.
    await cache.page('/c', '{}', html('c'.repeat(10)));
    expect((await cache.page('/a', '{}', html('again'))).html.toString()).toBe('a'.repeat(10));
    expect((await cache.page('/b', '{}', html('b rendered again'))).html.toString()).toBe('b rendered again');
    expect(cache.renders).toBe(4);
  });

  it('renders again once a copy is older than ttlMs', async () => {
    let now = 0;
    const cache = createRenderedPageCache({ ttlMs: 60_000, maxBytes: 1000, now: () => now });
    await cache.page('/a', '{}', html('at 07:00'));
    now = 59_999;
    expect((await cache.page('/a', '{}', html('at 07:01'))).html.toString()).toBe('at 07:00');
    now = 60_000;
    expect((await cache.page('/a', '{}', html('at 07:01'))).html.toString()).toBe('at 07:01');
  });

  it('renders once for visitors who open the same page at once, and keeps no page whose render failed in part', async () => {
    const cache = createRenderedPageCache({ ttlMs: 60_000, maxBytes: 1000 });
    const pages = await Promise.all([1, 2, 3].map(() => cache.page('/a', '{}', async () => ({ html: 'half drawn', keep: false }))));
    expect(pages.map((page) => page.html.toString())).toEqual(['half drawn', 'half drawn', 'half drawn']);
    expect(cache.renders).toBe(1);
    expect((await cache.page('/a', '{}', html('whole'))).html.toString()).toBe('whole');
    expect(cache.renders).toBe(2);
  });

  it('compresses a copy once per encoding', async () => {
    const cache = createRenderedPageCache({ ttlMs: 60_000, maxBytes: 100_000 });
    const page = await cache.page('/a', '{}', html('<p>reading</p>'.repeat(100)));
    const gzipped = await page.encoded('gzip');
    expect(gunzipSync(gzipped).toString()).toBe('<p>reading</p>'.repeat(100));
    expect(await (await cache.page('/a', '{}', html('other'))).encoded('gzip')).toBe(gzipped);
  });
});
