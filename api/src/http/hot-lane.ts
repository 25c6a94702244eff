import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import * as z from 'zod/mini';
import type { Endpoint } from '@shared/api/define-endpoint';
import { decodePathSegment } from '@shared/routes/decode-path-segment';
import type { ReadHandler } from './define-route';
import { parseParams, parseQuery } from './define-route';
import { errorResponse } from './error-handler';
import { requestOverHttps, type HttpsSetting } from './https';
import { securityHeadersFor } from './security-headers';
import { SESSION_COOKIE } from './session';

/** A `Cookie` header holding our session cookie with a value (name matched exactly, not as a suffix). */
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=[^;\\s]`);

/**
 * The lane answers anonymous requests only: what a hot read answers may depend on who asks (a reading's
 * owner reads it in full, docs/decisions/005), and loading a session is Koa's job. A request with a
 * session cookie, valid or not, goes to Koa; the anonymous reads that make the traffic keep their speed.
 */
function carriesSession(req: IncomingMessage): boolean {
  const cookie = req.headers.cookie;
  return cookie !== undefined && SESSION_COOKIE_PATTERN.test(cookie);
}

interface HotRoute {
  pattern: RegExp;
  names: string[];
  serve(params: Record<string, string>, query: Record<string, string>): Promise<{ status: number; body: unknown }>;
}

/**
 * The hot lane: public reads that customers' pages make most (a reading by its request code) are
 * answered straight from node:http, before Koa builds its context for the request — that context is
 * most of a single-row read's cost (docs/decisions/005). Everything else, and any request the lane
 * does not know, goes to Koa. Each hot route is also registered in Koa (defineHotRead), with the same
 * parsing, handler, headers and error bodies, so the two can never disagree. `https` (httpsSetting of
 * the configuration) tells it, by the same rule as Koa, which answers carry HSTS; none: plain HTTP.
 */
export function createHotLane(logger: Logger, https: HttpsSetting = { httpsSite: false, trustProxy: false }) {
  const routes: HotRoute[] = [];

  function compile(path: string): { pattern: RegExp; names: string[] } {
    const names: string[] = [];
    const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { pattern: new RegExp(`^${source}/?$`), names };
  }

  // Headers as one flat [name, value, ...] list, built once for plain HTTP and once for HTTPS (with
  // HSTS), as Koa would set them: node writes it without another pass.
  const fixedHeaders = (overHttps: boolean) => [...Object.entries(securityHeadersFor('api', overHttps)).flat(), 'Content-Type', 'application/json; charset=utf-8'];
  const httpHeaders = fixedHeaders(false);
  const httpsHeaders = fixedHeaders(true);

  function send(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, requestId: string, headers: Record<string, string> = {}): void {
    const json = JSON.stringify(body);
    const fixed = requestOverHttps(req, https) ? httpsHeaders : httpHeaders;
    res.writeHead(status, [...fixed, ...Object.entries(headers).flat(), 'X-Request-Id', requestId, 'Content-Length', String(Buffer.byteLength(json))]);
    res.end(json);
  }

  async function answer(route: HotRoute, match: RegExpExecArray, url: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = randomUUID();
    try {
      const params: Record<string, string> = {};
      route.names.forEach((name, index) => {
        params[name] = decodePathSegment(match[index + 1]!);
      });
      const queryStart = url.indexOf('?');
      const query = queryStart === -1 ? {} : Object.fromEntries(new URLSearchParams(url.slice(queryStart + 1)));
      const { status, body } = await route.serve(params, query);
      send(req, res, status, body, requestId);
    } catch (error) {
      const response = errorResponse(
        error,
        requestId,
        (unexpected) => logger.child({ requestId }).error({ err: unexpected, path: req.url }, 'unhandled error'),
        (cause) => logger.child({ requestId }).warn({ err: cause, path: req.url }, 'database unreachable: answered 503'),
      );
      send(req, res, response.status, response.body, requestId, response.headers);
    }
  }

  return {
    add<E extends Endpoint>(endpoint: E, handler: ReadHandler<E>, options: { checkResponses?: boolean }): void {
      routes.push({
        ...compile(endpoint.path),
        async serve(rawParams, rawQuery) {
          const result = await handler({ params: parseParams(endpoint, rawParams), query: parseQuery(endpoint, rawQuery), viewer: undefined });
          if (options.checkResponses) z.parse(endpoint.response, result);
          return { status: endpoint.status ?? 200, body: result };
        },
      });
    },

    /** The server's request listener: the hot lane first, then `fallback` (Koa) for everything else. */
    listener(fallback: RequestListener): RequestListener {
      return (req, res) => {
        if (req.method === 'GET' && req.url && !carriesSession(req)) {
          const queryStart = req.url.indexOf('?');
          const pathname = queryStart === -1 ? req.url : req.url.slice(0, queryStart);
          for (const route of routes) {
            const match = route.pattern.exec(pathname);
            if (match) {
              void answer(route, match, req.url, req, res);
              return;
            }
          }
        }
        fallback(req, res);
      };
    },
  };
}

export type HotLane = ReturnType<typeof createHotLane>;
