import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
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
import { NotFoundError } from './errors';
import { requestLog } from './request-context';
import type { SessionUser } from '@shared/schemas/auth';
import { currentUser } from './session';
import { serveNotFoundPage, withSharingUrls, type PageFiles } from './static-files';

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

/** The page: the template's head with the page's title, React's stream for the root, the answers, the rest. */
async function* pageHtml(renderer: Renderer, rendered: Awaited<ReturnType<Renderer['render']>>, answers: ServerPageAnswers, head: string) {
  yield head.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`);
  yield* rendered.html.pipe(new PassThrough());
  const handedOver = `<div id="${PAGE_ANSWERS_ELEMENT_ID}" hidden data-answers="${escapeHtml(JSON.stringify(answers))}"></div>`;
  yield renderer.tail.replace('</body>', `${handedOver}</body>`);
}

/**
 * The pages a visitor opens from our mails (shared/routes/server-rendered-pages.ts; docs/decisions/026),
 * rendered for each request: the reading's name, question, sign and preview are in the first response,
 * so they paint before any script runs. An address whose code is malformed or unknown answers the
 * not-found page with 404. The answers depend on who asks, so no cache keeps them
 * (`private, no-store`). A failure to read them (the database away) leaves the page to the app shell,
 * whose screens say so and offer to try again.
 */
export function serverRenderedPages(files: PageFiles, sources: PageAnswerSources): Middleware {
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

  return async function serveRenderedPage(ctx, next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const found = serverRenderedPageAt(ctx.path);
    if (!found) return next();
    const renderer = await loadRenderer();
    if (!renderer) return next();

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

    const rendered = await renderer.render(ctx.url, answers, (error) => {
      requestLog(ctx).error({ err: error, path: ctx.path }, 'Part of a server-rendered page failed; the browser draws it');
    });
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'private, no-store');
    const head = withSharingUrls(renderer.head, files.publicUrl, ctx.path).replace('</head>', `${pageChunks(renderer.chunks[found.page.pattern])}</head>`);
    ctx.body = Readable.from(pageHtml(renderer, rendered, answers, head));
  };
}
