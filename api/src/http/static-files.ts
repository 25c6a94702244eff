import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { send } from '@koa/send';
import type { Middleware } from 'koa';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves the built PWA. Hashed files under /assets never change, so browsers keep them a year; the
 * HTML, the service worker and the manifest are revalidated on every load so a new release shows up.
 * Any other page path answers with index.html and the client router takes over.
 */
export function staticFiles(root: string): Middleware {
  const indexFile = join(root, 'index.html');
  return async function serveStatic(ctx, next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next();

    if (!existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = `The PWA is not built yet: run "npm run build" (looked in ${root}).`;
      return;
    }

    const immutable = ctx.path.startsWith('/assets/');
    try {
      const served = await send(ctx, ctx.path, {
        root,
        index: 'index.html',
        immutable,
        maxage: immutable ? ONE_YEAR_MS : 0,
        setHeaders: (res) => {
          if (!immutable) res.setHeader('Cache-Control', 'no-cache');
        },
      });
      if (served) return;
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
    }

    // A missing file with an extension is a real 404; a page path belongs to the client router.
    if (/\.[a-z0-9]+$/i.test(ctx.path)) return next();
    await send(ctx, 'index.html', { root, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') });
  };
}
