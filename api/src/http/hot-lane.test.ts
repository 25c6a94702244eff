import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint } from '@shared/api/define-endpoint';
import { createHotLane } from './hot-lane';
import { SESSION_COOKIE } from './session';

describe('the hot lane', () => {
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    const lane = createHotLane(pino({ level: 'silent' }));
    const endpoint = defineEndpoint({ method: 'GET', path: '/api/things/:id', params: z.object({ id: z.string() }), response: z.object({ by: z.string() }) });
    lane.add(endpoint, async ({ viewer }) => ({ by: viewer ? 'lane with a viewer' : 'lane' }), {});
    server = createServer(lane.listener((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"by":"koa"}')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const answeredBy = async (cookie?: string) => ((await (await fetch(`${baseUrl}/api/things/1`, { headers: cookie ? { cookie } : {} })).json()) as { by: string }).by;

  it('answers anonymous reads itself, and leaves requests with a session cookie to Koa, which loads the session', async () => {
    expect(await answeredBy()).toBe('lane');
    expect(await answeredBy('theme=dark')).toBe('lane');
    expect(await answeredBy(`x${SESSION_COOKIE}=abc`)).toBe('lane');
    expect(await answeredBy(`${SESSION_COOKIE}=`)).toBe('lane');
    expect(await answeredBy(`${SESSION_COOKIE}=abc`)).toBe('koa');
    expect(await answeredBy(`theme=dark; ${SESSION_COOKIE}=abc`)).toBe('koa');
    expect(await answeredBy(`theme=dark;${SESSION_COOKIE}=abc; other=1`)).toBe('koa');
  });
});
