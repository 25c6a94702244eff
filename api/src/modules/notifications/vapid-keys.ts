import type { Config } from '../../config/env';
import { generateVapidKeyPair, type VapidKeyPair } from '../../integrations/web-push';
import type { SettingsRepo } from './settings.repo';

const SETTING = 'vapid_keys';

/**
 * The shop's VAPID key pair: from the environment when set; otherwise made at the first start and kept
 * in the database, so every process and every restart signs with the same keys (a new pair would
 * orphan every browser's subscription, which is tied to the public key it was made with).
 */
export async function loadVapidKeys(config: Pick<Config, 'push'>, settings: SettingsRepo, now = new Date()): Promise<VapidKeyPair> {
  if (config.push.vapid) return config.push.vapid;
  const stored = await settings.get(SETTING);
  const json = stored ?? (await settings.getOrInsert(SETTING, JSON.stringify(generateVapidKeyPair()), now.toISOString()));
  const parsed = JSON.parse(json) as Partial<VapidKeyPair>;
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') throw new Error('The stored VAPID keys are unreadable');
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}
