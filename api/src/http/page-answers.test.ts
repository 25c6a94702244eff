import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeStandInBuild } from '../testing/stand-in-build';
import { TEST_DATABASES, startTestApi, type TestApi } from '../testing/test-api';

/**
 * Which HTML each address gets (docs/decisions/016): the prerendered pages their own files, the shop's other
 * pages the app shell, and an address that is no page the 404 page with status 404.
 */
describe('HTML for page addresses', () => {
  let api: TestApi;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'soulsketch-pwa-'));
    writeStandInBuild(staticDir);
    api = await startTestApi(TEST_DATABASES[0], { STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await api?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each([
    ['/', 200, 'index.html'],
    ['/index.html', 200, 'index.html'],
    ['/privacy-policy', 200, 'privacy-policy.html'],
    ['/privacy-policy/', 200, 'privacy-policy.html'],
    ['/terms-of-service', 200, 'terms-of-service.html'],
    ['/disclaimer?from=footer', 200, 'disclaimer.html'],
    ['/dashboard', 200, 'app-shell.html'],
    ['/products/love-forecast', 200, 'app-shell.html'],
    ['/submission-success', 200, 'app-shell.html'],
    ['/onboarding/ABC123', 200, 'app-shell.html'],
    ['/no-such-page', 404, '404.html'],
    ['/products/love-forecast/extra', 404, '404.html'],
    ['/404', 404, '404.html'],
  ])('%s answers %i with %s', async (path, status, file) => {
    const response = await api.request('GET', path);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.body).toContain(`<!-- ${file} -->`);
  });

  it('serves the built files themselves, and a missing file with an extension is a plain 404', async () => {
    expect((await api.request('GET', '/app-shell.html')).status).toBe(200);
    const missing = await api.request('GET', '/assets/gone-1234.js');
    expect(missing.status).toBe(404);
    expect(String(missing.body)).not.toContain('<!-- 404.html -->');
  });
});
