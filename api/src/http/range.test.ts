import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { cutAt, parseRange } from './range';

/** The Range header's reading (RFC 9110 section 14); the HTTP answers are in modules/meditation/meditation.test.ts. */
describe('parseRange', () => {
  const SIZE = 10_000;

  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=1000-1999', { start: 1000, end: 1999 }],
    ['bytes=1000-', { start: 1000, end: 9999 }],
    ['bytes=-500', { start: 9500, end: 9999 }],
    // A suffix longer than the file is the whole file, as a range.
    ['bytes=-20000', { start: 0, end: 9999 }],
    // A last position past the end stops at the end.
    ['bytes=9990-20000', { start: 9990, end: 9999 }],
    ['bytes=9999-9999', { start: 9999, end: 9999 }],
    [' bytes = 5 - 9 ', { start: 5, end: 9 }],
  ])('%s is the range %o', (header, range) => {
    expect(parseRange(header, SIZE)).toEqual({ kind: 'partial', range });
  });

  it.each(['bytes=10000-', 'bytes=10000-10005', 'bytes=-0', 'bytes=99999999999-'])('%s lies past the end: unsatisfiable', (header) => {
    expect(parseRange(header, SIZE)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([undefined, '', 'bytes=', 'bytes=-', 'bytes=abc', 'bytes=9-5', 'items=0-5', 'bytes=0-99,200-299', 'bytes=1e3-', 'bytes=99999999999999999999-'])(
    '%s is ignored: the whole file',
    (header) => {
      expect(parseRange(header, SIZE)).toEqual({ kind: 'whole' });
    },
  );

  it('finds nothing to send in an empty file', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('cutAt', () => {
  const bytesOf = async (stream: Readable) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  };

  it('sends no more than the declared length, and stops reading the source', async () => {
    const source = Readable.from([Buffer.from('0123'), Buffer.from('4567'), Buffer.from('89ab')]);
    expect(await bytesOf(cutAt(source, 6))).toBe('012345');
    expect(source.destroyed).toBe(true);
  });

  it('passes a source of exactly the declared length whole', async () => {
    expect(await bytesOf(cutAt(Readable.from([Buffer.from('0123'), Buffer.from('4567')]), 8))).toBe('01234567');
  });
});
