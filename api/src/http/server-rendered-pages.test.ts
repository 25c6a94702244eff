import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CHUNKS_ELEMENT_ID } from '@shared/routes/page-chunks';
import { PAGE_ANSWERS_ELEMENT_ID, SERVER_PAGE_TEMPLATE, SERVER_RENDER_MODULE } from '@shared/routes/server-rendered-pages';
import { writeStandInBuild } from '../testing/stand-in-build';
import { writeStandInPageChunks } from '../testing/stand-in-render';
import { freeReadingBody, startTestApi, TEST_DATABASES, type TestApi } from '../testing/test-api';

/**
 * A stand-in for the build's render module: it writes the address and the answers it was given into
 * the root, so a test sees exactly what the server handed it, and asks for a title that needs escaping.
 */
const STAND_IN_RENDERER = `
export async function renderServerPage(url, answers) {
  const html = '<main data-url="' + encodeURI(url) + '">' + JSON.stringify(answers).replace(/</g, '\\\\u003c') + '</main>';
  return { title: 'Your <Reading> & more', html: { pipe(destination) { destination.end(html); return destination; } } };
}`;

const ATTRIBUTE_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The answers handed over in the page, as the browser's `dataset` reads them. */
function handedOver(html: string): unknown {
  const attribute = new RegExp(`<div id="${PAGE_ANSWERS_ELEMENT_ID}" hidden data-answers="([^"]*)"></div>`).exec(html)?.[1];
  if (attribute === undefined) throw new Error('The page hands over no answers.');
  return JSON.parse(attribute.replace(/&(?:amp|lt|gt|quot);/g, (entity) => ATTRIBUTE_ENTITIES[entity]!));
}

/**
 * The reading pages our mails lead to (docs/decisions/026): drawn from exactly what the API answers the
 * same visitor, handed over in the page, kept by no cache but the server's own (rendered-page-cache.test.ts);
 * an unknown or malformed code is a 404.
 */
describe('server-rendered reading pages', () => {
  let api: TestApi;
  let buildDir: string;
  let code: string;

  beforeAll(async () => {
    buildDir = mkdtempSync(join(tmpdir(), 'soulsketch-build-'));
    const pwa = join(buildDir, 'pwa');
    const prerender = join(buildDir, 'prerender');
    writeStandInBuild(pwa);
    mkdirSync(prerender);
    writeFileSync(join(prerender, SERVER_RENDER_MODULE), STAND_IN_RENDERER);
    writeFileSync(join(prerender, SERVER_PAGE_TEMPLATE), '<!doctype html><html><head><title>SoulSketch</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>');
    writeStandInPageChunks(prerender);
    api = await startTestApi(TEST_DATABASES[0], { STATIC_DIR: pwa });
    const created = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ name: 'Vega "<Stardust>"', email: 'vega@example.com' }) });
    code = created.body.order.requestCode;
  });
  afterAll(async () => {
    await api?.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it.each([
    ['/first-reading', ['reading', 'prices', 'socialProof']],
    ['/sales', ['reading', 'prices', 'socialProof']],
    ['/thank-you', ['reading']],
    ['/thank-you-confirmed', ['reading']],
  ])('%s/{code} is drawn from what the API answers the same visitor: %j', async (page, answers) => {
    const response = await api.request('GET', `${page}/${code}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = String(response.body);
    const apiAnswers = {
      reading: (await api.request('GET', `/api/readings/by-code/${code}`)).body,
      prices: (await api.request('GET', '/api/prices')).body,
      socialProof: (await api.request('GET', '/api/social-proof')).body,
    };
    const expected = Object.fromEntries(answers.map((answer) => [answer, apiAnswers[answer as keyof typeof apiAnswers]]));
    expect(handedOver(html)).toEqual(expected);
    expect(html).toContain(`<div id="root"><main data-url="${page}/${code}">`);
    expect(html).toContain('<title>Your &lt;Reading&gt; &amp; more</title>');
    // The name's quotes and brackets cannot end the attribute or open a tag.
    expect(html).not.toContain('"<Stardust>"');
  });

  it.each(['/first-reading', '/sales', '/thank-you', '/thank-you-confirmed'])('%s/{code} names its own scripts in its head, inert until the boot script moves them', async (page) => {
    const html = String((await api.request('GET', `${page}/${code}`)).body);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<template id="${PAGE_CHUNKS_ELEMENT_ID}"><link rel="modulepreload" crossorigin href="/assets/main.js"><link rel="modulepreload" crossorigin href="/assets${page}.js"></template>`,
    );
  });

  it.each(['/first-reading/REQ-0000-0000-0000-0000-0000-0000-0000', '/sales/not-a-code', '/thank-you/%E0%A4%A', '/thank-you-confirmed/REQ-1'])(
    '%s answers the not-found page, 404, kept by no cache',
    async (path) => {
      const response = await api.request('GET', path);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(String(response.body)).toContain('<!-- 404.html -->');
    },
  );

  it('leaves other pages to the static files', async () => {
    const response = await api.request('GET', `/payment/${code}`);
    expect(response.status).toBe(200);
    expect(String(response.body)).toContain('<!-- app-shell.html -->');
  });
});
