import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { buildPath, type Endpoint } from '@shared/api/define-endpoint';
import { apiErrorBodySchema } from '@shared/schemas/api-error';
import { ApiError } from './api-error';
import { sessionRefused } from './session-refused';

export { ApiError };

type Input<E extends Endpoint> = {
  params?: NonNullable<E['params']> extends $ZodType ? z.input<NonNullable<E['params']>> : never;
  query?: NonNullable<E['query']> extends $ZodType ? z.input<NonNullable<E['query']>> : never;
  body?: NonNullable<E['body']> extends $ZodType ? z.input<NonNullable<E['body']>> : never;
  signal?: AbortSignal;
  /** Extra headers, e.g. `Idempotency-Key` on a write that may be replayed. */
  headers?: Record<string, string>;
  /** 'omit' sends no session cookie (answers a request-code holder gave without signing in). */
  credentials?: RequestCredentials;
};

/** Where the sign-in posts (the contract's `auth.login`; the contract is not part of the first load). */
const SIGN_IN_PATH = '/api/login';

/**
 * A 401 to a request that carried the session says the server no longer knows this browser's session,
 * but for the sign-in's own, which says the password was wrong.
 */
function noteRefusal(status: number, url: string, credentials: RequestCredentials): void {
  if (status === 401 && credentials !== 'omit' && url !== SIGN_IN_PATH) sessionRefused();
}

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
  return send(endpoint, url, { contentType, body, signal: input.signal, headers: input.headers, credentials: input.credentials });
}

/** Sends a file as the request body, with its own content type (the sketch upload). */
export async function uploadFile<E extends Endpoint>(endpoint: E, file: File, signal?: AbortSignal): Promise<z.output<E['response']>> {
  return send(endpoint, buildPath(endpoint.path), { contentType: file.type, body: file, signal });
}

/**
 * A file from the API (not JSON), for the caller to read as it arrives (the meditation saved for
 * offline), or only its headers (HEAD: its size). Failures are ApiErrors, as everywhere else.
 */
export async function fetchFile<E extends Endpoint>(
  endpoint: E,
  params: Record<string, string>,
  { method = 'GET', signal }: { method?: 'GET' | 'HEAD'; signal?: AbortSignal } = {},
): Promise<Response> {
  let response: Response;
  const url = buildPath(endpoint.path, params);
  try {
    response = await fetch(url, { method, credentials: 'same-origin', signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network', 'You appear to be offline. Please check your connection and try again.');
  }
  if (!response.ok) {
    noteRefusal(response.status, url, 'same-origin');
    const parsed = apiErrorBodySchema.safeParse(await response.json().catch(() => undefined));
    if (parsed.success) throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
    throw new ApiError(response.status, response.status >= 500 ? 'internal' : 'bad_request', `API error: ${response.status}`);
  }
  return response;
}

async function send<E extends Endpoint>(
  endpoint: E,
  url: string,
  {
    contentType,
    body,
    signal,
    headers,
    credentials = 'same-origin',
  }: { contentType?: string; body?: BodyInit; signal?: AbortSignal; headers?: Record<string, string>; credentials?: RequestCredentials },
): Promise<z.output<E['response']>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      credentials,
      headers: { Accept: 'application/json', ...(contentType ? { 'Content-Type': contentType } : {}), ...headers },
      body,
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network', 'You appear to be offline. Please check your connection and try again.');
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    noteRefusal(response.status, url, credentials);
    const retryAfter = response.headers.get('Retry-After') ?? undefined;
    const parsed = apiErrorBodySchema.safeParse(payload);
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      throw new ApiError(response.status, code, message, details, retryAfter);
    }
    throw new ApiError(response.status, response.status >= 500 ? 'internal' : 'bad_request', `API error: ${response.status}`, undefined, retryAfter);
  }
  return z.parse(endpoint.response, payload) as z.output<E['response']>;
}
