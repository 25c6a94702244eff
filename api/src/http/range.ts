import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'koa';
import { AppError } from './errors';

/**
 * Byte ranges (RFC 9110 section 14) for files a browser plays and seeks: an <audio> element asks for
 * `bytes=N-` as it seeks, and Safari refuses to play media from a server that does not answer ranges.
 * @koa/send (our static files) sends whole files only, and koa-range is unmaintained since Koa 2, so
 * this is our own small responder.
 *
 * Choices, where the RFC lets the server choose:
 * - One range only. A multi-range request (`bytes=0-99,200-299`) is answered 200 with the whole file:
 *   a server may ignore Range, media players never ask for several, and multipart/byteranges would be
 *   code nobody uses (and a way to ask for many overlapping copies of a file).
 * - A malformed or reversed range (`bytes=abc`, `bytes=9-5`) or another unit (`items=0-5`) is ignored
 *   (200, whole file), as RFC 9110 14.2 allows. A well-formed range that lies wholly past the end
 *   (`bytes=5000000-` on a shorter file, or `bytes=-0`) is 416, its Content-Range giving the size
 *   ("bytes *" then "/" and the size).
 * - `If-Range` with a validator that no longer matches the file means "send it all" (200).
 */

/** Inclusive byte positions, as Content-Range writes them. */
export interface ByteRange {
  start: number;
  end: number;
}

export type RangeAnswer = { kind: 'whole' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/** What a Range header asks of a file of `size` bytes (whitespace around the value is allowed). */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header.trim().replace(/\s+/g, ''));
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };

  if (first === '') {
    // A suffix: the last N bytes (all of a shorter file); the last zero bytes are no bytes at all.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - length), end: size - 1 } };
  }

  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (!Number.isSafeInteger(start) || (last !== '' && !Number.isSafeInteger(end)) || end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  // A last position past the end means "to the end" (RFC 9110 14.1.2).
  return { kind: 'partial', range: { start, end: Math.min(end, size - 1) } };
}

export interface RangedFile {
  size: number;
  /** When the file last changed: Last-Modified, and with the size the ETag. */
  modifiedAt: Date;
  type: string;
  /** The bytes from start to end, inclusive (the whole file without a range); async, as an object store's read is. */
  stream(range?: ByteRange): Promise<Readable>;
}

/** A strong validator from size and modification time: enough for files we replace whole. */
export function fileEtag(file: Pick<RangedFile, 'size' | 'modifiedAt'>): string {
  return `"${file.size.toString(16)}-${file.modifiedAt.getTime().toString(16)}"`;
}

/** `If-Range` holds an ETag or a date: the range applies only while it still names this file. */
function rangeStillApplies(ctx: Context, etag: string, lastModified: string): boolean {
  const ifRange = ctx.get('If-Range');
  if (!ifRange) return true;
  return ifRange.startsWith('"') || ifRange.startsWith('W/') ? ifRange === etag : ifRange === lastModified;
}

/**
 * The stream's first `length` bytes, and no more: an answer's Content-Length is a promise, and bytes
 * past it would be read by a keep-alive client or a proxy as the start of the next answer. The stores
 * check their own answers (s3-storage.ts); this is the last guard wherever a file is sent, and it stops
 * reading the source once the promise is kept.
 */
export function cutAt(source: Readable, length: number): Readable {
  return Readable.from(
    (async function* () {
      let left = length;
      if (left <= 0) return source.destroy();
      for await (const chunk of source) {
        const bytes = Buffer.from(chunk as Uint8Array);
        yield bytes.length > left ? bytes.subarray(0, left) : bytes;
        left -= bytes.length;
        if (left <= 0) return;
      }
    })(),
    { objectMode: false },
  );
}

/** A well-formed range wholly past the end: 416, with the size for the client to ask again. */
export class RangeNotSatisfiableError extends AppError {
  constructor(size: number) {
    super(416, 'range_not_satisfiable', 'That part of the file does not exist.', undefined, { 'Content-Range': `bytes */${size}`, 'Accept-Ranges': 'bytes' });
  }
}

/**
 * Answers GET or HEAD for a file: 200 with the whole file, 206 with one range and Content-Range, or 416
 * (the API's error body) with the size. HEAD gets the same headers and no body. No 304: API answers
 * are `no-store` (security-headers.ts), so a browser never holds a copy to revalidate.
 */
export async function sendRanged(ctx: Context, file: RangedFile): Promise<void> {
  const etag = fileEtag(file);
  const lastModified = file.modifiedAt.toUTCString();
  const answer = rangeStillApplies(ctx, etag, lastModified) ? parseRange(ctx.get('Range') || undefined, file.size) : { kind: 'whole' as const };
  const validators = { ETag: etag, 'Last-Modified': lastModified };
  if (answer.kind === 'unsatisfiable') {
    ctx.set(validators);
    throw new RangeNotSatisfiableError(file.size);
  }

  const range = answer.kind === 'partial' ? answer.range : undefined;
  // The read first: a store that fails it leaves no file headers on the error answer. HEAD: the same
  // headers, and no file opened for a body that is never sent.
  const body = ctx.method === 'HEAD' ? undefined : await file.stream(range);
  ctx.set({ 'Accept-Ranges': 'bytes', ...validators });
  ctx.status = 200;
  if (range) {
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  }
  ctx.type = file.type;
  const length = range ? range.end - range.start + 1 : file.size;
  if (body) ctx.body = cutAt(body, length);
  ctx.length = length;
}

/** A file on disk as a RangedFile (looked at on each call: a redeploy may replace it). */
export async function rangedFileAt(path: string, type: string): Promise<RangedFile> {
  const info = await stat(path);
  return { size: info.size, modifiedAt: info.mtime, type, stream: async (range) => createReadStream(path, range) };
}
