import { endpoints } from '@shared/api/endpoints';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchFile, request } from './api-client';
import { onSessionRefused } from './session-refused';

/** Which answers tell the app that the server refused this browser's session (it then forgets the account). */
const refused = vi.fn();
let status: number;

beforeEach(() => {
  refused.mockReset();
  onSessionRefused(refused);
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: { code: status === 401 ? 'unauthorized' : 'forbidden', message: 'No.', requestId: 'test' } }), { status }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a refused session', () => {
  it('is a 401 to a request that carried the session; the caller still gets the error', async () => {
    status = 401;
    await expect(request(endpoints.auth.me)).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    await expect(request(endpoints.premiumReadings.byCode, { params: { code: 'AB12CD' } })).rejects.toMatchObject({ status: 401 });
    expect(refused).toHaveBeenCalledTimes(2);
  });

  it('includes a file the API refuses (the saved meditation)', async () => {
    status = 401;
    await expect(fetchFile(endpoints.orders.audio, { code: 'AB12CD' })).rejects.toMatchObject({ status: 401 });
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('is not a 401 to a request sent without the session, nor the sign-in refusing a password', async () => {
    status = 401;
    await expect(request(endpoints.premiumReadings.byCode, { params: { code: 'AB12CD' }, credentials: 'omit' })).rejects.toMatchObject({ status: 401 });
    await expect(request(endpoints.auth.login, { body: { username: 'nova@example.com', password: 'not the password' } })).rejects.toMatchObject({ status: 401 });
    expect(refused).not.toHaveBeenCalled();
  });

  it('is not another refusal (403)', async () => {
    status = 403;
    await expect(request(endpoints.auth.me)).rejects.toMatchObject({ status: 403 });
    expect(refused).not.toHaveBeenCalled();
  });
});
