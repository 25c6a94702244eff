import { describe, expect, it } from 'vitest';
import { countParagraphs, formatFieldMap, parseFieldMap, parseLines } from './lines';

describe('lines', () => {
  it('reads one feature per line, ignoring blanks', () => {
    expect(parseLines(' A sketch \n\n  A reading\r\n')).toEqual(['A sketch', 'A reading']);
  });

  it('reads key: label lines and keeps colons in labels', () => {
    expect(parseFieldMap('appearance: Looks\n\nmeeting: When: and where')).toEqual({
      ok: true,
      map: { appearance: 'Looks', meeting: 'When: and where' },
    });
    expect(parseFieldMap('appearance Looks')).toMatchObject({ ok: false, message: expect.stringContaining('Line 1') });
    expect(parseFieldMap('a: x\na: y')).toMatchObject({ ok: false, message: expect.stringContaining('used twice') });
  });

  it('round-trips a field map', () => {
    const map = { name: 'Your name', birthdate: 'Date of birth' };
    expect(parseFieldMap(formatFieldMap(map))).toEqual({ ok: true, map });
  });

  it('counts paragraphs split by blank lines', () => {
    expect(countParagraphs('')).toBe(0);
    expect(countParagraphs('One.\nStill one.\n\nTwo.\n   \nThree.')).toBe(3);
  });
});
