import { describe, expect, it } from 'vitest';
import { REQUEST_CODE_PATTERN, generateOrderNumber, generateRequestCode, normalizeRequestCode } from './request-code';

/** A random source that writes 0, 1, 2, ... so the code is known in advance. */
const counting = (bytes: Uint8Array) => {
  bytes.forEach((_, i) => (bytes[i] = i));
  return bytes;
};

const KNOWN = 'REQ-0123-4567-89AB-CDEF-GHJK-MNPQ-RSTV';

describe('generateRequestCode', () => {
  it('has the REQ- prefix and seven hyphenated groups of four Crockford symbols', () => {
    for (let i = 0; i < 100; i++) {
      const code = generateRequestCode();
      expect(code).toMatch(REQUEST_CODE_PATTERN);
      expect(code).toHaveLength(4 + 28 + 6);
    }
  });

  it('carries at least 128 random bits', () => {
    const symbols = generateRequestCode().replace(/^REQ-/, '').replace(/-/g, '');
    expect(symbols.length * 5).toBeGreaterThanOrEqual(128);
  });

  it('gives 1000 distinct codes', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => generateRequestCode()));
    expect(codes.size).toBe(1000);
  });

  it('maps a deterministic random source to a known code', () => {
    expect(generateRequestCode(counting)).toBe(KNOWN);
  });

  it('uses only the low five bits of each byte, so every byte value maps to a symbol', () => {
    const high = (bytes: Uint8Array) => bytes.fill(0xff);
    expect(generateRequestCode(high)).toBe('REQ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    const offset = (bytes: Uint8Array) => {
      bytes.forEach((_, i) => (bytes[i] = 0xe0 + i));
      return bytes;
    };
    expect(generateRequestCode(offset)).toBe(KNOWN);
  });

  it('is already in normal form', () => {
    const code = generateRequestCode();
    expect(normalizeRequestCode(code)).toBe(code);
  });
});

describe('normalizeRequestCode', () => {
  it('accepts lower case', () => {
    expect(normalizeRequestCode(KNOWN.toLowerCase())).toBe(KNOWN);
  });

  it('accepts missing, extra or misplaced hyphens and surrounding or inner spaces', () => {
    expect(normalizeRequestCode(KNOWN.replace(/-/g, ''))).toBe(KNOWN);
    expect(normalizeRequestCode('REQ0123456789ABCDEF-GHJKMNPQRSTV')).toBe(KNOWN);
    expect(normalizeRequestCode(`  ${KNOWN}\n`)).toBe(KNOWN);
    expect(normalizeRequestCode(KNOWN.replace(/-/g, ' '))).toBe(KNOWN);
  });

  it('reads the look-alikes O as 0 and I or L as 1, in either case', () => {
    expect(normalizeRequestCode('REQ-O123-4567-89AB-CDEF-GHJK-MNPQ-RSTV')).toBe(KNOWN);
    expect(normalizeRequestCode('REQ-oI23-4567-89AB-CDEF-GHJK-MNPQ-RSTV')).toBe(KNOWN);
    expect(normalizeRequestCode('REQ-0L23-4567-89AB-CDEF-GHJK-MNPQ-RSTV')).toBe(KNOWN);
    expect(normalizeRequestCode('req-0l23-4567-89ab-cdef-ghjk-mnpq-rstv')).toBe(KNOWN);
    expect(normalizeRequestCode('req-0i23-4567-89ab-cdef-ghjk-mnpq-rstv')).toBe(KNOWN);
  });

  it.each([
    ['empty', ''],
    ['prefix only', 'REQ-'],
    ['one symbol short', KNOWN.slice(0, -1)],
    ['one symbol long', `${KNOWN}W`],
    ['no prefix', KNOWN.slice(4)],
    ['wrong prefix', KNOWN.replace('REQ', 'REX')],
    ['order-number prefix', KNOWN.replace('REQ', 'MSR')],
    ['prefix at the end', `${KNOWN.slice(4)}-REQ`],
    ['U, outside Crockford base32', KNOWN.replace('V', 'U')],
    ['punctuation', KNOWN.replace('A', '*')],
    ['underscore separators', KNOWN.replace(/-/g, '_')],
    ['a short order number', 'MSR-7K3Q9DXA'],
  ])('rejects %s', (_, input) => {
    expect(normalizeRequestCode(input)).toBeUndefined();
  });

  it('always returns something REQUEST_CODE_PATTERN accepts', () => {
    for (let i = 0; i < 100; i++) {
      const messy = generateRequestCode().toLowerCase().replace(/-/g, '').replace(/0/g, 'o').replace(/1/g, 'l');
      expect(normalizeRequestCode(messy)).toMatch(REQUEST_CODE_PATTERN);
    }
  });
});

describe('generateOrderNumber', () => {
  it('is MSR- and eight Crockford symbols, separate from request codes', () => {
    const number = generateOrderNumber();
    expect(number).toMatch(/^MSR-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(number).not.toMatch(REQUEST_CODE_PATTERN);
    expect(generateOrderNumber(counting)).toBe('MSR-01234567');
  });
});
