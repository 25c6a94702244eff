import { describe, expect, it } from 'vitest';
import type { SettingsRepo } from '../notifications/settings.repo';
import { unsubscribeSecret } from './unsubscribe-secret';
import { HOROSCOPE_UNSUBSCRIBE, signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

/** `app_settings` in memory, with the real repo's rule: the first value stored for a key stays. */
function memorySettings(initial: Record<string, string> = {}) {
  const rows = new Map(Object.entries(initial));
  const writes: string[] = [];
  const settings: Pick<SettingsRepo, 'get' | 'getOrInsert'> = {
    async get(key) {
      return rows.get(key);
    },
    async getOrInsert(key, value) {
      writes.push(key);
      if (!rows.has(key)) rows.set(key, value);
      return rows.get(key)!;
    },
  };
  return { settings, rows, writes };
}

describe('unsubscribeSecret', () => {
  it('makes 32 random bytes once and keeps them', async () => {
    const { settings, rows } = memorySettings();
    const first = await unsubscribeSecret(settings);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect(await unsubscribeSecret(settings)).toBe(first);
    expect([...rows.values()]).toEqual([first]);
  });

  it('reads a stored secret without writing', async () => {
    const { settings, writes } = memorySettings({ horoscope_unsubscribe_secret: 'k'.repeat(43) });
    expect(await unsubscribeSecret(settings)).toBe('k'.repeat(43));
    expect(writes).toEqual([]);
  });

  it('gives two processes starting at once the same secret', async () => {
    const { settings } = memorySettings();
    const [a, b] = await Promise.all([unsubscribeSecret(settings), unsubscribeSecret(settings)]);
    expect(a).toBe(b);
  });

  it('differs from one shop to the next, and signs tokens the other shop refuses', async () => {
    const one = await unsubscribeSecret(memorySettings().settings);
    const two = await unsubscribeSecret(memorySettings().settings);
    expect(one).not.toBe(two);
    const token = signUnsubscribeToken('42', HOROSCOPE_UNSUBSCRIBE, one);
    expect(verifyUnsubscribeToken(token, HOROSCOPE_UNSUBSCRIBE, one)).toBe('42');
    expect(verifyUnsubscribeToken(token, HOROSCOPE_UNSUBSCRIBE, two)).toBeUndefined();
  });
});
