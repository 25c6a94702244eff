import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeStandInBuild } from '../testing/stand-in-build';
import { TEST_DATABASES, startTestApi, type TestApi } from '../testing/test-api';

const PUBLIC_URL = 'https://stars.example.com';
const PWA_INDEX = resolve(import.meta.dirname, '../../../pwa/index.html');

/** The `content` of every sharing tag (Open Graph, Twitter) in a page, by property or name. */
function sharingTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta\s+(?:property|name)="((?:og|twitter):[\w:]+)"\s+content="([^"]*)"/g)) tags[match[1]!] = match[2]!;
  return tags;
}

/**
 * Link previews: other sites read the page's sharing tags without running its script, and
 * want absolute addresses. The shop's own index.html is served with them made absolute from PUBLIC_URL,
 * whatever that is when the server starts (the build does not know it).
 */
describe('sharing tags in the served page', () => {
  let api: TestApi;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'soulsketch-pwa-'));
    writeStandInBuild(staticDir, readFileSync(PWA_INDEX, 'utf8'));
    api = await startTestApi(TEST_DATABASES[0], { STATIC_DIR: staticDir, PUBLIC_URL: PUBLIC_URL });
  });
  afterAll(async () => {
    await api?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('gives og:image, twitter:image and og:url as absolute addresses on PUBLIC_URL, for the home page and any other page', async () => {
    for (const [path, url] of [
      ['/', `${PUBLIC_URL}/`],
      ['/index.html', `${PUBLIC_URL}/`],
      ['/products/love-forecast?utm=x', `${PUBLIC_URL}/products/love-forecast`],
    ] as const) {
      const response = await api.request('GET', path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const tags = sharingTags(response.body as string);
      expect(tags, path).toMatchObject({ 'og:image': `${PUBLIC_URL}/og-image.png`, 'twitter:image': `${PUBLIC_URL}/og-image.png`, 'og:url': url });
      // Nothing relative is left for a crawler to guess at.
      for (const [name, value] of Object.entries(tags)) {
        if (/^(\/|https?:)/.test(value)) expect(value.startsWith(`${PUBLIC_URL}/`), `${path} ${name}`).toBe(true);
      }
    }
  });

  it('keeps a hostile path out of the markup', async () => {
    const response = await api.request('GET', '/x"><script>alert(1)</script>');
    expect(response.status).toBe(404); // no such page: the 404 page, with its tags made absolute too
    expect(response.body).not.toContain('<script>alert(1)');
  });
});
