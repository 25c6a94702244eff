import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { send } from '@koa/send';
import type { Context, Middleware } from 'koa';
import { APP_SHELL_FILE, PRERENDERED_PAGES, prerenderedPageAt } from '@shared/routes/prerendered-pages';
import { isPagePath } from '@shared/routes/page-path-match';
import { BadRequestError, NotFoundError } from './errors';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * What a refusal of @koa/send means here. It answers 400 for a path it cannot decode or that holds a
 * NUL, and 403 for one that climbs out of the root (`/../etc/passwd`, also percent-encoded): both are
 * hostile or broken addresses, answered 400 and 404 (no file there for anyone), never 500. A missing
 * file (404) returns, for the caller to decide; anything else is a real fault of the server's files.
 */
function refuseBadPath(error: unknown): void {
  const status = (error as { status?: unknown }).status;
  if (status === 404) return;
  if (status === 400) throw new BadRequestError('That address is not valid.');
  if (status === 403) throw new NotFoundError();
  throw error;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeAttribute = (value: string) => value.replace(/[&<>"]/g, (char) => ATTRIBUTE_ESCAPES[char]!);

/**
 * The page with absolute sharing addresses: link previews (Open Graph, Twitter cards) are read by other
 * sites that resolve nothing, and the build cannot know where the shop will be served. `og:url` names
 * the page itself (path only: a query may hold a code); any other og:/twitter: value starting with `/`
 * gets PUBLIC_URL in front.
 */
export function withSharingUrls(html: string, publicUrl: string, pagePath: string): string {
  return html.replace(/(<meta\s+(?:property|name)="((?:og|twitter):[\w:]+)"\s+content=")([^"]*)(")/g, (_tag, start: string, name: string, value: string, end: string) => {
    if (name === 'og:url') return `${start}${escapeAttribute(publicUrl + pagePath)}${end}`;
    return value.startsWith('/') ? `${start}${escapeAttribute(publicUrl)}${value}${end}` : `${start}${value}${end}`;
  });
}

/**
 * A built page's HTML, read each time (small files; a rebuild shows at once) with absolute sharing
 * tags, revalidated on every load.
 */
export async function servePageFile(ctx: Context, { root, publicUrl }: PageFiles, file: string, pagePath = ctx.path): Promise<void> {
  const html = await readFile(join(root, file), 'utf8');
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = withSharingUrls(html, publicUrl, pagePath);
}

/** The not-found page (prerendered), status 404: for every address that leads to no page. */
export async function serveNotFoundPage(ctx: Context, files: PageFiles): Promise<void> {
  await servePageFile(ctx, files, PRERENDERED_PAGES.notFound.file);
  ctx.status = 404;
}

/** Where the built PWA is, and the address it is served at. */
export interface PageFiles {
  root: string;
  publicUrl: string;
}

/**
 * Serves the built PWA. Hashed files under /assets never change, so browsers keep them a year; the
 * HTML, the service worker and the manifest are revalidated on every load so a new release shows up.
 * Page paths get HTML (docs/decisions/016): a prerendered page its own file, any other page of the shop the app
 * shell the client router draws, and an address that is no page the prerendered 404 page, status 404.
 */
export function staticFiles(root: string, { publicUrl }: { publicUrl: string }): Middleware {
  const indexFile = join(root, 'index.html');
  const files: PageFiles = { root, publicUrl };
  const servePage = (ctx: Context, file: string, pagePath: string) => servePageFile(ctx, files, file, pagePath);

  return async function serveStatic(ctx, next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next();

    if (!existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = `The PWA is not built yet: run "npm run build" (looked in ${root}).`;
      return;
    }

    const page = ctx.path === '/index.html' ? PRERENDERED_PAGES.home : prerenderedPageAt(ctx.path);
    if (page) return servePage(ctx, page.file, page.path);
    const immutable = ctx.path.startsWith('/assets/');
    try {
      const served = await send(ctx, ctx.path, {
        root,
        immutable,
        maxage: immutable ? ONE_YEAR_MS : 0,
        setHeaders: (res) => {
          if (!immutable) res.setHeader('Cache-Control', 'no-cache');
        },
      });
      if (served) return;
    } catch (error) {
      refuseBadPath(error);
    }

    // A missing file with an extension is a real 404; a page path belongs to the client router.
    if (/\.[a-z0-9]+$/i.test(ctx.path)) return next();
    if (isPagePath(ctx.path)) return servePage(ctx, APP_SHELL_FILE, ctx.path);
    await serveNotFoundPage(ctx, files);
  };
}
