import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { Endpoint } from '@shared/api/define-endpoint';
import type { SessionUser } from '@shared/schemas/auth';
import { AppError, NotFoundError, ValidationError } from './errors';
import { mayNestDeeply, refuseDeepNesting } from './json-depth';
import { mayHoldNul, refuseNulCharacters } from './nul-characters';
import type { HotLane } from './hot-lane';
import { currentUser } from './session';

type Out<S> = [Exclude<S, undefined>] extends [$ZodType] ? z.output<Exclude<S, undefined>> : undefined;

export interface RouteInput<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  ctx: Context;
  /** Answers with another success status than the contract's (a replayed submission: 200, not 201). */
  setStatus: (status: number) => void;
}

export type RouteHandler<E extends Endpoint> = (input: RouteInput<E>) => Promise<z.input<E['response']>>;

/**
 * A handler that needs only the path, the query and who is asking: it can run in the hot lane, without
 * Koa. `viewer` is the session's user; the hot lane serves only requests without a session cookie
 * (viewer undefined) and leaves the others to Koa, which loads the session.
 */
export type ReadHandler<E extends Endpoint> = (
  input: Pick<RouteInput<E>, 'params' | 'query'> & { viewer: SessionUser | undefined },
) => Promise<z.input<E['response']>>;

interface RouteOptions {
  /** Runs before the input is parsed (rate limits, auth). */
  before?: Middleware[];
  /** Check answers against the contract (tests and development: not worth the time in production). */
  checkResponses?: boolean;
}

/** Path parameters through the contract: a malformed one is simply not found. */
export function parseParams<E extends Endpoint>(endpoint: E, raw: Record<string, string>): Out<E['params']> {
  if (!endpoint.params) return undefined as Out<E['params']>;
  const parsed = z.safeParse(endpoint.params, raw);
  if (!parsed.success) throw new NotFoundError();
  return parsed.data as Out<E['params']>;
}

/** Query parameters through the contract: 422 with field details. */
export function parseQuery<E extends Endpoint>(endpoint: E, raw: Record<string, unknown>): Out<E['query']> {
  if (!endpoint.query) return undefined as Out<E['query']>;
  const parsed = z.safeParse(endpoint.query, raw);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  return parsed.data as Out<E['query']>;
}

/**
 * Registers one contract endpoint: parses path parameters, query and JSON body with the contract's
 * zod schemas (422 with field details), runs the handler and answers with the contract's status.
 */
export function defineRoute<E extends Endpoint>(router: Router, endpoint: E, handler: RouteHandler<E>, options: RouteOptions = {}): void {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';

  const run: Middleware = async (ctx) => {
    const params = parseParams(endpoint, ctx.params);
    const query = parseQuery(endpoint, ctx.query);

    let body: unknown;
    if (endpoint.body) {
      if (ctx.request.length && !ctx.is('application/json')) {
        throw new AppError(415, 'unsupported_media_type', 'Send the request body as application/json.');
      }
      const rawBody = (ctx.request as { rawBody?: string }).rawBody;
      if (mayNestDeeply(rawBody)) refuseDeepNesting(ctx.request.body);
      if (mayHoldNul(rawBody)) refuseNulCharacters(ctx.request.body);
      const parsed = z.safeParse(endpoint.body, ctx.request.body ?? {});
      if (!parsed.success) throw ValidationError.fromZod(parsed.error);
      body = parsed.data;
    }

    let status = endpoint.status ?? 200;
    const setStatus = (chosen: number) => {
      status = chosen;
    };
    const result = await handler({ params, query, body, ctx, setStatus } as RouteInput<E>);
    if (options.checkResponses) z.parse(endpoint.response, result);
    ctx.status = status;
    ctx.body = result;
  };

  router[method](endpoint.path, ...(options.before ?? []), run);
}

/**
 * A public read on a hot path: registered in Koa like any route, and in the hot lane, which answers
 * it before Koa with the same parsing, handler, headers and error bodies (docs/decisions/005).
 */
export function defineHotRead<E extends Endpoint>(
  router: Router,
  hotLane: HotLane,
  endpoint: E,
  handler: ReadHandler<E>,
  options: Pick<RouteOptions, 'checkResponses'> = {},
): void {
  if (endpoint.method !== 'GET' || endpoint.body) throw new Error(`Only GET endpoints without a body can be hot: ${endpoint.path}`);
  defineRoute(router, endpoint, ({ params, query, ctx }) => handler({ params, query, viewer: currentUser(ctx) }), options);
  hotLane.add(endpoint, handler, options);
}
