import { describe, expect, it } from 'vitest';
import { firstParagraph, traitsFrom } from './reading-preview';

describe('firstParagraph', () => {
  it('keeps only the first paragraph (blank-line separated)', () => {
    expect(firstParagraph('The Lovers came first.\nA second line.\n\nHidden part.\n\nMore.')).toBe('The Lovers came first.\nA second line.');
  });

  it('handles Windows line ends, blank lines with spaces and leading blank lines', () => {
    expect(firstParagraph('\r\n\r\nFirst.\r\n  \r\nSecond.')).toBe('First.');
  });

  it('answers nothing when there are no notes yet', () => {
    expect(firstParagraph(null)).toBeUndefined();
    expect(firstParagraph('   \n\n ')).toBeUndefined();
  });
});

describe('traitsFrom', () => {
  it('splits on commas, trims, drops blanks and capitalises', () => {
    expect(traitsFrom('kind, funny,  adventurous,, ')).toEqual(['Kind', 'Funny', 'Adventurous']);
  });

  it('keeps a sentence without commas as one trait', () => {
    expect(traitsFrom('someone who makes me laugh')).toEqual(['Someone who makes me laugh']);
  });
});
