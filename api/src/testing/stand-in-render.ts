import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_PAGE_CHUNKS } from '@shared/routes/page-chunks';
import { PAGE_ANSWERS_ELEMENT_ID, SERVER_PAGE_TEMPLATE, SERVER_RENDER_MODULE, SERVER_RENDERED_PAGES } from '@shared/routes/server-rendered-pages';
import { writeStandInBuild } from './stand-in-build';

const RENDERS = '__soulsketchStandInRenders';

/**
 * A stand-in for the build's render module: it writes the answers it was given into the root (so a test
 * sees what a page was drawn from) and counts its renders in this process.
 */
const STAND_IN_RENDERER = `
export async function renderServerPage(url, answers) {
  globalThis.${RENDERS} = (globalThis.${RENDERS} ?? 0) + 1;
  const html = '<main data-url="' + encodeURI(url) + '">' + JSON.stringify(answers).replace(/</g, '\\\\u003c') + '</main>';
  return { title: 'Your reading', html: { pipe(destination) { destination.end(html); return destination; } } };
}`;

/** The page template as a build writes it: the app's script and stylesheet around an empty root. */
export const STAND_IN_TEMPLATE =
  '<!doctype html><html><head><title>SoulSketch</title><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" href="/assets/chunk.js"><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body></html>';

/** Each page's scripts, as the build lists them in dist/prerender: the page's own name in each file's. */
export function writeStandInPageChunks(prerender: string): void {
  const chunks = Object.fromEntries(Object.values(SERVER_RENDERED_PAGES).map(({ pattern }) => [pattern, ['assets/main.js', `assets${pattern.split('/:')[0]}.js`]]));
  writeFileSync(join(prerender, SERVER_PAGE_CHUNKS), JSON.stringify(chunks));
}

/** A stand-in build (dist/pwa and dist/prerender) in a folder of its own: STATIC_DIR is `pwa`. */
export function standInRenderBuild(): { pwa: string; renders: () => number; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'soulsketch-build-'));
  const pwa = join(dir, 'pwa');
  const prerender = join(dir, 'prerender');
  writeStandInBuild(pwa);
  mkdirSync(prerender);
  writeFileSync(join(prerender, SERVER_RENDER_MODULE), STAND_IN_RENDERER);
  writeFileSync(join(prerender, SERVER_PAGE_TEMPLATE), STAND_IN_TEMPLATE);
  writeStandInPageChunks(prerender);
  return {
    pwa,
    renders: () => ((globalThis as Record<string, unknown>)[RENDERS] as number | undefined) ?? 0,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

const ATTRIBUTE_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** What a stand-in page holds: the answers its root was drawn from, and those handed over to the app. */
export function standInPage(html: string): { root: unknown; handedOver: unknown } {
  const root = /<div id="root"><main data-url="[^"]*">(.*?)<\/main><\/div>/.exec(html)?.[1];
  const attribute = new RegExp(`<div id="${PAGE_ANSWERS_ELEMENT_ID}" hidden data-answers="([^"]*)"></div>`).exec(html)?.[1];
  if (root === undefined || attribute === undefined) throw new Error(`Not a rendered page:\n${html}`);
  return { root: JSON.parse(root), handedOver: JSON.parse(attribute.replace(/&(?:amp|lt|gt|quot);/g, (entity) => ATTRIBUTE_ENTITIES[entity]!)) };
}
