import type { ZodiacSignId } from '../zodiac';
import * as air from './air';
import * as earth from './earth';
import * as fire from './fire';
import type { SignDailyContent } from './types';
import * as water from './water';

export { DAILY_THEMES, DAILY_THEME_TITLES, type DailyTheme, type SignDailyContent, type ThemeLines } from './types';

/** Freezes an object and everything it holds, so no caller can change the text that all others read. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Every sign's daily lines, from the four element files; the type refuses a missing sign. */
export const DAILY_CONTENT: Readonly<Record<ZodiacSignId, SignDailyContent>> = deepFreeze({ ...fire, ...earth, ...air, ...water });
