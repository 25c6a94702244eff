import { BadRequestError } from './errors';

/** No form of ours nests deeper than a few levels; 64 leaves room and refuses stack-breaking bodies. */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (${MAX_JSON_DEPTH} levels at most).`;

/**
 * Visits every value of a parsed JSON body with its path (keys and indexes), without recursion: a
 * body 10,000 levels deep once overflowed the stack of a recursive walk (a 500). A body nested deeper
 * than MAX_JSON_DEPTH is refused with a 400 before anything reads it.
 */
export function walkJson(root: unknown, visit: (value: unknown, path: readonly string[]) => void): void {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value: root, path: [] }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path } = item;
    if (path.length > MAX_JSON_DEPTH) throw new BadRequestError(TOO_DEEP_MESSAGE);
    visit(value, path);
    if (value && typeof value === 'object') {
      for (const [key, entry] of Object.entries(value)) pending.push({ value: entry, path: [...path, key] });
    }
  }
}

/** Refuses a body nested deeper than MAX_JSON_DEPTH (400). */
export function refuseDeepNesting(value: unknown): void {
  walkJson(value, () => undefined);
}

/**
 * Cheap pre-check on the raw JSON text: nesting that deep needs that many brackets, so a body with
 * fewer (every body our forms send) is not walked at all.
 */
export function mayNestDeeply(rawJson: string | undefined): boolean {
  if (rawJson === undefined || rawJson.length <= MAX_JSON_DEPTH) return false;
  let brackets = 0;
  for (let index = 0; index < rawJson.length; index++) {
    const char = rawJson.charCodeAt(index);
    if ((char === 0x5b || char === 0x7b) && ++brackets > MAX_JSON_DEPTH) return true; // [ or {
  }
  return false;
}
