import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { buildPath, type Endpoint } from '@shared/api/define-endpoint';
import { apiErrorBodySchema } from '@shared/schemas/api-error';
import { ApiError } from './api-error';

export { ApiError };

type Input<E extends Endpoint> = {
  params?: NonNullable<E['params']> extends $ZodType ? z.input<NonNullable<E['params']>> : never;
  query?: NonNullable<E['query']> extends $ZodType ? z.input<NonNullable<E['query']>> : never;
  body?: NonNullable<E['body']> extends $ZodType ? z.input<NonNullable<E['body']>> : never;
  signal?: AbortSignal;
};

/**
 * The only place the PWA calls `fetch` for the API: builds the URL from the contract, sends JSON with
 * the session cookie, and parses the answer with the contract's response schema.
 */
export async function request<E extends Endpoint>(endpoint: E, input: Input<E> = {}): Promise<z.output<E['response']>> {
  let url = buildPath(endpoint.path, (input.params ?? {}) as Record<string, string>);
  if (input.query) url += `?${new URLSearchParams(input.query as Record<string, string>)}`;
  // Every write says it is JSON, body or not: the API refuses cookie-carrying writes that are not.
  const contentType = endpoint.method === 'GET' ? undefined : 'application/json';
  const body = input.body === undefined ? undefined : JSON.stringify(input.body);
  return send(endpoint, url, { contentType, body, signal: input.signal });
}

/** Sends a file as the request body, with its own content type (the sketch upload). */
export async function uploadFile<E extends Endpoint>(endpoint: E, file: File, signal?: AbortSignal): Promise<z.output<E['response']>> {
  return send(endpoint, buildPath(endpoint.path), { contentType: file.type, body: file, signal });
}

async function send<E extends Endpoint>(
  endpoint: E,
  url: string,
  { contentType, body, signal }: { contentType?: string; body?: BodyInit; signal?: AbortSignal },
): Promise<z.output<E['response']>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(contentType ? { 'Content-Type': contentType } : {}) },
      body,
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network', 'You appear to be offline. Please check your connection and try again.');
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorBodySchema.safeParse(payload);
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      throw new ApiError(response.status, code, message, details);
    }
    throw new ApiError(response.status, response.status >= 500 ? 'internal' : 'bad_request', `API error: ${response.status}`);
  }
  return z.parse(endpoint.response, payload) as z.output<E['response']>;
}
