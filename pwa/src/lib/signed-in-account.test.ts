import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSessionRefused } from './session-refused';
import { signedInAccount } from './signed-in-account';

/** What `GET /api/me` answers, and whether the app is then told the server does not know this session. */
const refused = vi.fn();
let answer: { status: number; body: unknown };

beforeEach(() => {
  refused.mockReset();
  onSessionRefused(refused);
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(answer.body), { status: answer.status }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const nova = { id: 7, username: 'nova@example.com', name: 'Nova', role: 'customer' };

describe('who is signed in', () => {
  it('is nobody when the server answers 200 with no user, and the session counts as refused', async () => {
    answer = { status: 200, body: { user: null } };
    await expect(signedInAccount()).resolves.toBeNull();
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('is the account the server names, and nothing is refused', async () => {
    answer = { status: 200, body: { user: nova } };
    await expect(signedInAccount()).resolves.toEqual(nova);
    expect(refused).not.toHaveBeenCalled();
  });

  it('is nobody for a 401 too (a server from before the signed-out answer)', async () => {
    answer = { status: 401, body: { error: { code: 'unauthorized', message: 'No.', requestId: 'test' } } };
    await expect(signedInAccount()).resolves.toBeNull();
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('throws when the server fails', async () => {
    answer = { status: 500, body: { error: { code: 'internal', message: 'No.', requestId: 'test' } } };
    await expect(signedInAccount()).rejects.toMatchObject({ status: 500 });
  });
});
