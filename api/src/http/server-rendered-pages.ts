import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Context, Middleware } from 'koa';
import * as z from 'zod/mini';
import {
  PAGE_ANSWERS_ELEMENT_ID,
  SERVER_PAGE_TEMPLATE,
  SERVER_RENDER_MODULE,
  serverRenderedPageAt,
  type ServerPageAnswer,
  type ServerPageAnswers,
} from '@shared/routes/server-rendered-pages';
import { PAGE_CHUNKS_ELEMENT_ID, SERVER_PAGE_CHUNKS } from '@shared/routes/page-chunks';
import { requestCodeSchema } from '@shared/schemas/common';
import { NotFoundError, RateLimitedError } from './errors';
import type { RateLimiter } from './rate-limit';
import { createRenderedPageCache, PAGE_CACHE_DEFAULTS, PAGE_ENCODINGS, type PageEncoding, type RenderedPageCache } from './rendered-page-cache';
import { requestLog } from './request-context';
import type { SessionUser } from '@shared/schemas/auth';
import { currentUser } from './session';
import { serveNotFoundPage, withSharingUrls, type PageFiles } from './static-files';
import { tooManyPagesHtml } from './too-many-pages';

/**
 * What the API would answer the visitor, one source per answer a page may be drawn from: the same
 * services, so the same access policy decides what the HTML holds (never the paid part for a visitor
 * who may not read it).
 */
export interface PageAnswerSources {
  reading(code: string, viewer: SessionUser | undefined): Promise<unknown>;
  prices(): Promise<unknown>;
  socialProof(): Promise<unknown>;
}

/** The build's render module (pwa/src/prerender/render-page.tsx), as far as the server uses it. */
interface RenderModule {
  renderServerPage(
    url: string,
    answers: ServerPageAnswers,
    onError: (error: unknown) => void,
  ): Promise<{ html: { pipe<W extends NodeJS.WritableStream>(destination: W): W }; title: string }>;
}

interface Renderer {
  render: RenderModule['renderServerPage'];
  /** The built index.html around its empty root. */
  head: string;
  tail: string;
  /** Each page's scripts, by its pattern (the build's SERVER_PAGE_CHUNKS). */
  chunks: Record<string, readonly string[]>;
}

const EMPTY_ROOT = '<div id="root"></div>';
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char]!);

/** Loads the build's render module and page template once; none without a build (the server then serves the app shell). */
function rendererLoader(prerenderDir: string): () => Promise<Renderer | undefined> {
  let loaded: Promise<Renderer> | undefined;
  return () => {
    const module = join(prerenderDir, SERVER_RENDER_MODULE);
    if (!loaded && !existsSync(module)) return Promise.resolve(undefined);
    loaded ??= Promise.all([
      import(pathToFileURL(module).href) as Promise<RenderModule>,
      readFile(join(prerenderDir, SERVER_PAGE_TEMPLATE), 'utf8'),
      readFile(join(prerenderDir, SERVER_PAGE_CHUNKS), 'utf8'),
    ]).then(([{ renderServerPage }, template, chunks]) => {
      const [head, tail] = template.split(EMPTY_ROOT);
      if (tail === undefined) throw new Error(`The page template has no ${EMPTY_ROOT} to render into.`);
      return { render: renderServerPage, head: `${head}<div id="root">`, tail: `</div>${tail}`, chunks: JSON.parse(chunks) as Renderer['chunks'] };
    });
    return loaded;
  };
}

/**
 * The page's scripts as preload links in an inert template, which the boot script moves into the head
 * after the first paint (pwa/src/boot.ts): then the browser asks for them all at once.
 */
function pageChunks(files: readonly string[] = []): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`).join('');
  return `<template id="${PAGE_CHUNKS_ELEMENT_ID}">${links}</template>`;
}

/** React's HTML for the root, whole: the page is kept as one piece (rendered-page-cache.ts). */
async function rootHtml(html: RenderedRoot): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of html.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

type RenderedRoot = Awaited<ReturnType<Renderer['render']>>['html'];

/** The page: the template's head with the page's title, React's HTML for the root, the answers, the rest. */
async function pageHtml(renderer: Renderer, url: string, answers: ServerPageAnswers, answersJson: string, head: string, onError: (error: unknown) => void): Promise<string> {
  const rendered = await renderer.render(url, answers, onError);
  const handedOver = `<div id="${PAGE_ANSWERS_ELEMENT_ID}" hidden data-answers="${escapeHtml(answersJson)}"></div>`;
  return (
    head.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`) +
    (await rootHtml(rendered.html)) +
    renderer.tail.replace('</body>', `${handedOver}</body>`)
  );
}

export interface ServerRenderedPagesOptions {
  /** Pages per client (READING_PAGE_RATE_LIMIT): past it, the 429 page with Retry-After. */
  limiter: RateLimiter;
  /** The server's copies of rendered pages; one of its own by default. */
  cache?: RenderedPageCache;
}

/**
 * The pages a visitor opens from our mails (shared/routes/server-rendered-pages.ts; docs/decisions/026),
 * drawn for each request from what the API answers this visitor: the reading's name, question, sign and
 * preview are in the first response, so they paint before any script runs. The render itself is kept
 * by the server and reused for the same address and the same answers (rendered-page-cache.ts,
 * docs/decisions/028); the browser keeps nothing (`private, no-store`), since the answers depend on who
 * asks. Each client may open READING_PAGE_RATE_LIMIT of them, then gets the 429 page. An address whose
 * code is malformed or unknown answers the not-found page with 404. A failure to read the answers (the
 * database away) leaves the page to the app shell, whose screens say so and offer to try again.
 */
export function serverRenderedPages(files: PageFiles, sources: PageAnswerSources, { limiter, cache = createRenderedPageCache(PAGE_CACHE_DEFAULTS) }: ServerRenderedPagesOptions): Middleware {
  const loadRenderer = rendererLoader(join(files.root, '..', 'prerender'));

  async function gather(answers: readonly ServerPageAnswer[], code: string, viewer: SessionUser | undefined): Promise<ServerPageAnswers> {
    const read: Record<ServerPageAnswer, () => Promise<unknown>> = {
      reading: () => sources.reading(code, viewer),
      prices: () => sources.prices(),
      socialProof: () => sources.socialProof(),
    };
    const values = await Promise.all(answers.map((answer) => read[answer]()));
    return Object.fromEntries(answers.map((answer, index) => [answer, values[index]]));
  }

  const notFound = async (ctx: Context) => {
    await serveNotFoundPage(ctx, files);
    ctx.set('Cache-Control', 'private, no-store');
  };

  /** Counts the page against the client's limit; false once the 429 page has been answered. */
  async function withinLimit(ctx: Context, renderer: Renderer): Promise<boolean> {
    try {
      await limiter.consume(ctx.ip);
      return true;
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      ctx.status = 429;
      ctx.set(error.headers);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = tooManyPagesHtml(renderer.head, renderer.tail, ctx.url, Number(error.headers['Retry-After']));
      return false;
    }
  }

  return async function serveRenderedPage(ctx, next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const found = serverRenderedPageAt(ctx.path);
    if (!found) return next();
    const renderer = await loadRenderer();
    if (!renderer) return next();
    if (!(await withinLimit(ctx, renderer))) return;

    const code = z.safeParse(requestCodeSchema, found.code);
    if (!code.success) return notFound(ctx);
    let answers: ServerPageAnswers;
    try {
      answers = await gather(found.page.answers, code.data, currentUser(ctx));
    } catch (error) {
      if (error instanceof NotFoundError) return notFound(ctx);
      requestLog(ctx).warn({ err: error, path: ctx.path }, 'A server-rendered page could not read its answers; the app shell answers instead');
      return next();
    }

    const answersJson = JSON.stringify(answers);
    const page = await cache.page(ctx.url, answersJson, async () => {
      // A page with a part that failed is sent (the browser draws that part) but not kept.
      let failed = false;
      const html = await pageHtml(renderer, ctx.url, answers, answersJson, withSharingUrls(renderer.head, files.publicUrl, ctx.path).replace('</head>', `${pageChunks(renderer.chunks[found.page.pattern])}</head>`), (error) => {
        failed = true;
        requestLog(ctx).error({ err: error, path: ctx.path }, 'Part of a server-rendered page failed; the browser draws it');
      });
      return { html, keep: !failed };
    });
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'private, no-store');
    ctx.vary('Accept-Encoding');
    // Compressed here from the copy, when the browser takes it (the compressor after this leaves an encoded body alone).
    // In the shop's order (brotli is the smaller), whatever order the browser lists them in.
    const encoding: PageEncoding | undefined = PAGE_ENCODINGS.find((name) => ctx.acceptsEncodings(name) === name);
    if (encoding) {
      ctx.set('Content-Encoding', encoding);
      ctx.body = await page.encoded(encoding);
    } else {
      ctx.body = page.html;
    }
  };
}
