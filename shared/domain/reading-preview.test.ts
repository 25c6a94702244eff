import { describe, expect, it } from 'vitest';
import { paragraphsOf, previewOfNotes } from './reading-preview';

describe('previewOfNotes', () => {
  it('keeps only the first paragraph, with its own line breaks', () => {
    expect(previewOfNotes('The Lovers came first.\nA second line.\n\nHidden part.\n\nMore.')).toBe('The Lovers came first.\nA second line.');
  });

  it('reads Windows (CRLF) and old Mac (CR) line ends as line ends', () => {
    expect(previewOfNotes('First line.\r\nStill first.\r\n\r\nSecond.')).toBe('First line.\nStill first.');
    expect(previewOfNotes('First.\r\rSecond.')).toBe('First.');
  });

  it('takes several blank lines, and lines of spaces or tabs, as one separator', () => {
    expect(previewOfNotes('First.\n\n\n\nSecond.')).toBe('First.');
    expect(previewOfNotes('First.\n   \nSecond.')).toBe('First.');
    expect(previewOfNotes('First.\r\n \t \r\n\r\n  \r\nSecond.\n\nThird.')).toBe('First.');
  });

  it('skips leading blank lines and trims the paragraph', () => {
    expect(previewOfNotes('\r\n\r\n  \n  First.  \n\nSecond.')).toBe('First.');
  });

  it('answers a single paragraph whole', () => {
    expect(previewOfNotes('Only one paragraph,\nover two lines.')).toBe('Only one paragraph,\nover two lines.');
  });

  it('answers null when there are no notes yet', () => {
    expect(previewOfNotes(null)).toBeNull();
    expect(previewOfNotes(undefined)).toBeNull();
    expect(previewOfNotes('')).toBeNull();
    expect(previewOfNotes('   \n\n \r\n\t')).toBeNull();
  });

  it('never carries text of a later paragraph', () => {
    const preview = previewOfNotes('Open.\n \nSECRET-TWO\n\n\nSECRET-THREE');
    expect(preview).not.toMatch(/SECRET/);
  });
});

describe('paragraphsOf', () => {
  it('splits on blank lines of any kind and drops empty paragraphs', () => {
    expect(paragraphsOf('\n\nOne.\r\nStill one.\r\n \r\n\r\nTwo.\n\t\nThree.\n\n')).toEqual(['One.\nStill one.', 'Two.', 'Three.']);
  });

  it('answers no paragraphs without notes', () => {
    expect(paragraphsOf(null)).toEqual([]);
    expect(paragraphsOf(' \n \n')).toEqual([]);
  });
});
