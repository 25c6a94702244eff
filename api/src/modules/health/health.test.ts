import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';

/** One GET over node:http, for the headers fetch keeps to itself (Connection). */
function get(baseUrl: string, path: string): Promise<{ status: number; connection: string | undefined; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any -- tests look into answers freely
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${path}`, { headers: { connection: 'keep-alive' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text ? JSON.parse(text) : undefined }));
    });
    req.on('error', reject);
    req.end();
  });
}

describeEachDatabase('the health check while the process shuts down', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(async () => api?.close());

  it('answers ok and keeps connections open while the process stays', async () => {
    const health = await get(api.baseUrl, '/api/health');
    expect(health).toMatchObject({ status: 200, connection: 'keep-alive', body: { ok: true } });
  });

  it('answers 503 draining once shutting down, and every answer then closes its connection', async () => {
    api.container.draining.begin();
    const health = await get(api.baseUrl, '/api/health');
    expect(health).toMatchObject({ status: 503, connection: 'close', body: { error: { code: 'draining' } } });
    // Other requests are still answered (the load balancer may not have noticed yet), on their way out.
    const products = await get(api.baseUrl, '/api/products');
    expect(products).toMatchObject({ status: 200, connection: 'close' });
    // The hot lane's answers too (a code nobody holds: its 404).
    const hotRead = await get(api.baseUrl, '/api/readings/by-code/REQ-NOBODY');
    expect(hotRead).toMatchObject({ status: 404, connection: 'close' });
  });
});
