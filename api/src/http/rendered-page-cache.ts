import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * The server's own copies of server-rendered reading pages (docs/decisions/028): rendering one cost
 * about twenty times the JSON read it replaces, and the same page is opened again and again (a mail's
 * link clicked twice, a reload, the preview shared with a friend).
 *
 * A copy is found by what the page is drawn from and nothing else: its address and the API's answers
 * for this visitor at this moment, read afresh on every request through the one access policy. The
 * render is a function of those two, so two visitors share a copy only when the API answers them alike;
 * one who may see less (a stranger beside the payer, anyone after a refund) gets other answers, hence
 * another copy. Any change to the order that shows in the page changes the answers, so it is never
 * served from an older copy. Copies also expire after `ttlMs`: parts of the page word the time
 * ("today at 7:00 AM"), which the app refreshes each minute too. The least recently used copies go first
 * once the copies hold `maxBytes`. The browser still gets `private, no-store`: the copies are the server's.
 *
 * A copy keeps the page compressed too, once a browser has asked for it so: compressing the page for
 * each request would cost about what rendering it costs.
 */
export interface RenderedPageCache {
  /** The page for `url` drawn from `answersJson`: a copy, or `render`'s result (kept when `keep` says so). */
  page(url: string, answersJson: string, render: () => Promise<{ html: string; keep: boolean }>): Promise<RenderedPage>;
  /** How many renders the cache has asked for so far. */
  readonly renders: number;
}

/** The encodings a copy keeps, as `Content-Encoding` names them, in the shop's order of preference. */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

export interface RenderedPage {
  html: Buffer;
  /** The page compressed with `encoding` (made once per copy). */
  encoded(encoding: PageEncoding): Promise<Buffer>;
}

// As koa-compress compresses the shop's other files (brotli at quality 4, gzip at its default).
const compress: Record<PageEncoding, (html: Buffer) => Promise<Buffer>> = {
  br: (html) => promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
  gzip: (html) => promisify(gzip)(html),
};

export const PAGE_CACHE_DEFAULTS = {
  /** A minute: what a page words of the time is refreshed as often in the app (lib/use-now.ts). */
  ttlMs: 60_000,
  /** 32 MB: some seven hundred pages (about 33 KB each, with their compressed forms). */
  maxBytes: 32 * 1024 * 1024,
};

interface Copy {
  page: RenderedPage;
  keptAt: number;
  bytes: number;
}

export function createRenderedPageCache({ ttlMs, maxBytes, now = Date.now }: { ttlMs: number; maxBytes: number; now?: () => number } = PAGE_CACHE_DEFAULTS): RenderedPageCache {
  // A Map keeps insertion order: a copy used is moved to the end, so the first is the least recently used.
  const copies = new Map<string, Copy>();
  // Renders in progress: visitors who open the same page at once wait for one render.
  const rendering = new Map<string, Promise<RenderedPage>>();
  let bytes = 0;
  let renders = 0;

  const forget = (key: string, copy: Copy) => {
    copies.delete(key);
    bytes -= copy.bytes;
  };

  function makeRoom() {
    for (const [oldest, copy] of copies) {
      if (bytes <= maxBytes) break;
      forget(oldest, copy);
    }
  }

  /** The page, its compressed forms made at most once each; each counts towards the copies' size while kept. */
  function renderedPage(key: string, html: Buffer): RenderedPage {
    const forms = new Map<PageEncoding, Promise<Buffer>>();
    return {
      html,
      encoded(encoding) {
        let form = forms.get(encoding);
        if (!form) {
          form = compress[encoding](html).then((compressed) => {
            const copy = copies.get(key);
            if (copy?.page.html === html) {
              copy.bytes += compressed.length;
              bytes += compressed.length;
              makeRoom();
            }
            return compressed;
          });
          forms.set(encoding, form);
        }
        return form;
      },
    };
  }

  function keep(key: string, page: RenderedPage) {
    if (page.html.length > maxBytes) return;
    copies.set(key, { page, keptAt: now(), bytes: page.html.length });
    bytes += page.html.length;
    makeRoom();
  }

  return {
    get renders() {
      return renders;
    },
    async page(url, answersJson, render) {
      const key = createHash('sha256').update(url).update('\0').update(answersJson).digest('base64');
      const copy = copies.get(key);
      if (copy && now() - copy.keptAt < ttlMs) {
        copies.delete(key);
        copies.set(key, copy);
        return copy.page;
      }
      if (copy) forget(key, copy);

      const inProgress = rendering.get(key);
      if (inProgress) return inProgress;
      renders++;
      const rendered = render().then(({ html, keep: keepIt }) => {
        const page = renderedPage(key, Buffer.from(html, 'utf8'));
        if (keepIt) keep(key, page);
        return page;
      });
      rendering.set(key, rendered);
      try {
        return await rendered;
      } finally {
        rendering.delete(key);
      }
    },
  };
}
