import { randomBytes } from 'node:crypto';
import type { SettingsRepo } from '../notifications/settings.repo';

const SETTING = 'horoscope_unsubscribe_secret';

/**
 * The key unsubscribe links are signed with: 32 random bytes (base64url), made at first use and kept in
 * `app_settings`, so every process and every restart signs and checks with the same key. A new key
 * would break every unsubscribe link already mailed. Two processes starting at once both end up with
 * the first one stored.
 */
export async function unsubscribeSecret(settings: Pick<SettingsRepo, 'get' | 'getOrInsert'>, now = new Date()): Promise<string> {
  const stored = await settings.get(SETTING);
  if (stored !== undefined) return stored;
  return settings.getOrInsert(SETTING, randomBytes(32).toString('base64url'), now.toISOString());
}
