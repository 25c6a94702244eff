import { describe, expect, it } from 'vitest';
import { countParagraphs, parseLines } from './lines';

describe('lines', () => {
  it('reads one feature per line, ignoring blanks', () => {
    expect(parseLines(' A sketch \n\n  A reading\r\n')).toEqual(['A sketch', 'A reading']);
  });

  it('counts paragraphs split by blank lines', () => {
    expect(countParagraphs('')).toBe(0);
    expect(countParagraphs('One.\nStill one.\n\nTwo.\n   \nThree.')).toBe(3);
  });
});
