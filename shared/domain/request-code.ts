/**
 * Request codes are bearer secrets in links (anyone holding one may open its reading): `REQ-` and 28 Crockford base32 characters
 * (140 random bits), shown in groups of four. Matching is case-insensitive and forgives the look-alikes
 * Crockford allows (I, L -> 1; O -> 0) and missing hyphens.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 28;
const GROUP = 4;
const PREFIX = 'REQ';

export const REQUEST_CODE_PATTERN = /^REQ(-[0-9A-HJKMNP-TV-Z]{4}){7}$/;
const COMPACT_CODE = new RegExp(`^${PREFIX}[0-9A-HJKMNP-TV-Z]{${CODE_LENGTH}}$`);

function randomSymbols(count: number, random: (bytes: Uint8Array) => Uint8Array): string {
  // 32 symbols divide 256 evenly, so `byte & 31` has no modulo bias.
  const bytes = random(new Uint8Array(count));
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte & 31];
  return out;
}

const cryptoRandom = (bytes: Uint8Array) => globalThis.crypto.getRandomValues(bytes);

const GROUPS = new RegExp(`.{1,${GROUP}}`, 'g');

function group(symbols: string): string {
  return symbols.match(GROUPS)!.join('-');
}

export function generateRequestCode(random = cryptoRandom): string {
  return `${PREFIX}-${group(randomSymbols(CODE_LENGTH, random))}`;
}

/** Canonical form of what a person typed or a link carried, or undefined when it cannot be a code. */
export function normalizeRequestCode(input: string): string | undefined {
  const compact = input
    .trim()
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (!COMPACT_CODE.test(compact)) return undefined;
  return `${PREFIX}-${group(compact.slice(PREFIX.length))}`;
}

/** Short order number for people (`MSR-7K3Q9DXA`): not a secret, unique by a database constraint. */
export function generateOrderNumber(random = cryptoRandom): string {
  return `MSR-${randomSymbols(8, random)}`;
}
