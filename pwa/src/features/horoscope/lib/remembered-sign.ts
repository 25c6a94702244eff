import { isZodiacSignId, type ZodiacSignId } from '@shared/domain/zodiac';

/** The device's key for the sign the visitor last chose. */
export const REMEMBERED_SIGN_KEY = 'soulsketch.horoscope.sign';

/**
 * A stored value as a sign, or undefined: the key may hold anything (an older version's value, a
 * hand-edited one), and a bad value must open the picker, never a broken page.
 */
export function parseRememberedSign(value: string | null | undefined): ZodiacSignId | undefined {
  if (typeof value !== 'string') return undefined;
  const id = value.trim().toLowerCase();
  return isZodiacSignId(id) ? id : undefined;
}

/**
 * The sign this device last chose. Storage can be missing or refuse (private windows, a full disk,
 * storage blocked): then nothing is remembered and the picker opens, which is what a first visit does.
 */
export function readRememberedSign(): ZodiacSignId | undefined {
  try {
    return parseRememberedSign(localStorage.getItem(REMEMBERED_SIGN_KEY));
  } catch {
    return undefined;
  }
}

/** Remembers the chosen sign, so the next visit opens on it; a storage that refuses only forgets. */
export function rememberSign(sign: ZodiacSignId): void {
  try {
    localStorage.setItem(REMEMBERED_SIGN_KEY, sign);
  } catch {
    // Nothing to do: the page works the same, the next visit opens the picker.
  }
}
