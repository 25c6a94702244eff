import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeStandInBuild } from '../testing/stand-in-build';
import { describeEachDatabase, startTestApi, type TestApi } from '../testing/test-api';

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")';

/**
 * Pages turn off the browser features the shop never uses; payment stays on for our own pages and
 * Stripe's frames (its wallets call the Payment Request API from js.stripe.com). JSON answers are no
 * pages and go without it.
 */
describeEachDatabase('the page headers', (database) => {
  let api: TestApi;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'soulsketch-pwa-'));
    writeStandInBuild(staticDir);
    writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log("app")');
    api = await startTestApi(database, { STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await api?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each([
    ['a prerendered page', '/', 200],
    ['a prerendered page by its file', '/index.html', 200],
    ['a page drawn by the app shell', '/dashboard', 200],
    ['the 404 page', '/no-such-page', 404],
    ['a built file', '/assets/app.js', 200],
    ['a refused address', '/%E0%A4%A', 400],
  ])('%s (%s) carries the Permissions-Policy with the other page headers', async (_, path, status) => {
    const response = await fetch(`${api.baseUrl}${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('leaves it off JSON answers, from Koa and from the hot lane', async () => {
    for (const path of ['/api/health', '/api/no-such-endpoint', '/api/readings/by-code/REQ-NONE']) {
      const response = await fetch(`${api.baseUrl}${path}`);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(response.headers.get('permissions-policy'), path).toBeNull();
    }
  });
});
