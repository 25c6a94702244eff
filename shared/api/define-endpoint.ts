import type { $ZodType } from 'zod/v4/core';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One entry of the API contract: the server registers its route from it, the client builds its URL and
 * parses the answer with it. Paths use `:name` for parameters.
 */
export interface Endpoint<
  Params extends $ZodType = $ZodType,
  Query extends $ZodType = $ZodType,
  Body extends $ZodType = $ZodType,
  Response extends $ZodType = $ZodType,
> {
  method: HttpMethod;
  path: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** The success status (200 unless said). */
  status?: number;
}

export function defineEndpoint<
  Params extends $ZodType = $ZodType,
  Query extends $ZodType = $ZodType,
  Body extends $ZodType = $ZodType,
  Response extends $ZodType = $ZodType,
>(endpoint: Endpoint<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return endpoint;
}

/** Fills `:name` parameters of a contract path, encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
