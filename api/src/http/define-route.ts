import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { Endpoint } from '@shared/api/define-endpoint';
import { AppError, NotFoundError, ValidationError } from './errors';

type Out<S> = [Exclude<S, undefined>] extends [$ZodType] ? z.output<Exclude<S, undefined>> : undefined;

export interface RouteInput<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  ctx: Context;
}

export type RouteHandler<E extends Endpoint> = (input: RouteInput<E>) => Promise<z.input<E['response']>>;

interface RouteOptions {
  /** Runs before the input is parsed (rate limits, auth). */
  before?: Middleware[];
  /** Check answers against the contract (tests and development: not worth the time in production). */
  checkResponses?: boolean;
}

/**
 * Registers one contract endpoint: parses path parameters (a malformed one is simply not found), query
 * and JSON body with the contract's zod schemas (422 with field details), runs the handler and answers
 * with the contract's status.
 */
export function defineRoute<E extends Endpoint>(router: Router, endpoint: E, handler: RouteHandler<E>, options: RouteOptions = {}): void {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';

  const run: Middleware = async (ctx) => {
    const params = endpoint.params ? z.safeParse(endpoint.params, ctx.params) : undefined;
    if (params && !params.success) throw new NotFoundError();

    const query = endpoint.query ? z.safeParse(endpoint.query, ctx.query) : undefined;
    if (query && !query.success) throw ValidationError.fromZod(query.error);

    let body: unknown;
    if (endpoint.body) {
      if (ctx.request.length && !ctx.is('application/json')) {
        throw new AppError(415, 'unsupported_media_type', 'Send the request body as application/json.');
      }
      const parsed = z.safeParse(endpoint.body, ctx.request.body ?? {});
      if (!parsed.success) throw ValidationError.fromZod(parsed.error);
      body = parsed.data;
    }

    const result = await handler({ params: params?.data, query: query?.data, body, ctx } as RouteInput<E>);
    if (options.checkResponses) z.parse(endpoint.response, result);
    ctx.status = endpoint.status ?? 200;
    ctx.body = result;
  };

  router[method](endpoint.path, ...(options.before ?? []), run);
}
