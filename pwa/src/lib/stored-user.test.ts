// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetAccountOnDevice } from './device/forget';
import { clearStoredSession, noteSessionRefused, whenAccountLeaves, writeStoredUser } from './stored-user';

vi.mock('./device/forget', () => ({ forgetAccountOnDevice: vi.fn(async () => undefined) }));

/** When what an account left on this device is forgotten, as the browser's copy of the user changes. */
const forget = vi.mocked(forgetAccountOnDevice);
const nova = { id: 7, username: 'nova@example.com', name: 'Nova' };
const orion = { id: 8, username: 'orion@example.com', name: 'Orion' };

/** The forgetting is loaded on demand: let the import settle before saying it did not happen. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  localStorage.clear();
  forget.mockClear();
  // As main.tsx does: the device store forgets, loaded on demand.
  whenAccountLeaves(() => void import('./device/forget').then((device) => device.forgetAccountOnDevice()));
});

afterEach(() => {
  localStorage.clear();
});

describe('someone else signing in on this device', () => {
  it('forgets what the last account left here', async () => {
    writeStoredUser(nova);
    await settled();
    expect(forget).not.toHaveBeenCalled();
    writeStoredUser(orion);
    await vi.waitFor(() => expect(forget).toHaveBeenCalledTimes(1));
  });

  it('forgets nothing when the same account signs in again, whichever way its id is written', async () => {
    writeStoredUser(nova);
    writeStoredUser({ ...nova, id: '7', name: 'Nova Star' });
    await settled();
    expect(forget).not.toHaveBeenCalled();
  });

  it('forgets nothing more on a device nobody was signed in on (the sign-out forgot already)', async () => {
    writeStoredUser(nova);
    clearStoredSession();
    await vi.waitFor(() => expect(forget).toHaveBeenCalledTimes(1));
    writeStoredUser(orion);
    await settled();
    expect(forget).toHaveBeenCalledTimes(1);
  });
});

describe('signing out, or a session found ended', () => {
  it('forgets what the account left here as the stored user goes', async () => {
    writeStoredUser(nova);
    clearStoredSession();
    expect(localStorage.getItem('user')).toBeNull();
    await vi.waitFor(() => expect(forget).toHaveBeenCalledTimes(1));
  });
});

describe('the API refusing the session', () => {
  it('forgets the account of a signed-in browser', async () => {
    writeStoredUser(nova);
    noteSessionRefused();
    await vi.waitFor(() => expect(forget).toHaveBeenCalledTimes(1));
  });

  it('forgets nothing when nobody is signed in', async () => {
    noteSessionRefused();
    await settled();
    expect(forget).not.toHaveBeenCalled();
  });
});
