import { normalizeRequestCode } from '@shared/domain/request-code';

// Loose on purpose (lower case, missing hyphens): normalizeRequestCode decides what is a code.
const CODE_IN_TEXT = /REQ[-\s]?[0-9A-Z-]{28,40}/i;

/**
 * The order the /payment page is for: the `:id` of the route, or else a request code found in the
 * address (old links carried it elsewhere, e.g. `?code=`). Undefined when there is none.
 */
export function paymentCodeFrom(id: string | undefined, location: { pathname: string; search: string }): string | undefined {
  const candidates = [id, CODE_IN_TEXT.exec(location.pathname)?.[0], new URLSearchParams(location.search).get('code')];
  for (const candidate of candidates) {
    const code = candidate ? normalizeRequestCode(candidate) : undefined;
    if (code) return code;
  }
  return undefined;
}
