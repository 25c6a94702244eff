import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import { AUDIO_UPLOAD_MAX_BYTES, AUDIO_UPLOAD_TYPES, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@shared/schemas/admin';
import type { Storage } from '../../integrations/storage';
import { cutAt, type RangedFile } from '../../http/range';
import { AppError, BadRequestError, NotFoundError } from '../../http/errors';

export type UploadType = (typeof UPLOAD_TYPES)[number];

const EXTENSIONS: Record<UploadType, 'png' | 'jpg' | 'webp'> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const TYPE_BY_EXTENSION: Record<string, UploadType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
const TYPE_NAMES: Record<UploadType, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP' };

export const UPLOAD_MESSAGES = {
  type: 'Send the image itself, with Content-Type image/png, image/jpeg or image/webp.',
  tooLarge: `The image is too large: ${UPLOAD_MAX_BYTES / 1024 / 1024} MB at most.`,
  empty: 'The upload is empty: choose an image file.',
  notImage: 'This file is not a PNG, JPEG or WebP image.',
  interrupted: 'The upload was interrupted. Please try again.',
  audioType: 'Send the audio itself, with Content-Type audio/mp4 (.m4a) or audio/mpeg (.mp3).',
  audioTooLarge: `The audio file is too large: ${AUDIO_UPLOAD_MAX_BYTES / 1024 / 1024} MB at most.`,
  notAudio: 'This file is not an .m4a (AAC) or .mp3 audio file.',
} as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the bytes are, by their magic numbers: the declared type and the file name prove nothing. */
export function detectImageType(bytes: Buffer): UploadType | undefined {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

export type AudioType = 'audio/mp4' | 'audio/mpeg';
const AUDIO_EXTENSIONS: Record<AudioType, 'm4a' | 'mp3'> = { 'audio/mp4': 'm4a', 'audio/mpeg': 'mp3' };
const AUDIO_TYPE_BY_EXTENSION: Record<string, AudioType> = { m4a: 'audio/mp4', mp3: 'audio/mpeg' };

/**
 * What audio the bytes are: an MP4 container (`ftyp` box first: .m4a) or MP3 (an ID3 tag, or an MPEG
 * audio frame's sync bits). The container's codec is the player's business; these two are what both
 * Chromium and Safari play.
 */
export function detectAudioType(bytes: Buffer): AudioType | undefined {
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') return 'audio/mp4';
  if (bytes.length >= 3 && bytes.toString('latin1', 0, 3) === 'ID3') return 'audio/mpeg';
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0) return 'audio/mpeg';
  return undefined;
}

// The rest of an oversized body is not read: the answer closes the connection instead.
const tooLarge = (message: string = UPLOAD_MESSAGES.tooLarge) => new AppError(413, 'payload_too_large', message, undefined, { Connection: 'close' });
const invalidFile = (message: string) => new AppError(422, 'validation_failed', message, { file: [message] });

/**
 * Reads a request body of at most `limit` bytes. A declared length over the limit is refused before
 * anything is read; an undeclared one is counted as it arrives and refused at the first byte too many,
 * so no more than `limit` bytes are ever held. The connection is then closed rather than drained.
 */
export function readBody(req: IncomingMessage, limit: number, tooLargeMessage?: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > limit) return reject(tooLarge(tooLargeMessage));
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        return reject(tooLarge(tooLargeMessage));
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = () => {
      cleanup();
      reject(new BadRequestError(UPLOAD_MESSAGES.interrupted));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onError);
  });
}

export function createUploadsService(storage: Storage) {
  return {
    /** Checks an uploaded image (declared type, size, content) and stores it under a random name. */
    async saveImage(req: IncomingMessage, declaredType: string): Promise<{ url: string; contentType: UploadType; bytes: number }> {
      const type = declaredType.toLowerCase() as UploadType;
      if (!UPLOAD_TYPES.includes(type)) throw new AppError(415, 'unsupported_media_type', UPLOAD_MESSAGES.type);
      const bytes = await readBody(req, UPLOAD_MAX_BYTES);
      if (bytes.length === 0) throw invalidFile(UPLOAD_MESSAGES.empty);
      const actual = detectImageType(bytes);
      if (!actual) throw invalidFile(UPLOAD_MESSAGES.notImage);
      if (actual !== type) throw invalidFile(`This file is a ${TYPE_NAMES[actual]} image but was sent as ${type}.`);
      const name = await storage.save(bytes, EXTENSIONS[type]);
      return { url: `/uploads/${name}`, contentType: type, bytes: bytes.length };
    },

    /**
     * An audio order's own file (.m4a or .mp3, checked by its bytes). Its address names it for the
     * order's "The Audio" field; it is not served at that address (see `serveUploads`), only to the
     * order's owner and staff through `/api/orders/{code}/audio`.
     */
    async saveAudio(req: IncomingMessage, declaredType: string): Promise<{ url: string; contentType: AudioType; bytes: number }> {
      const declared = declaredType.toLowerCase();
      if (!(AUDIO_UPLOAD_TYPES as readonly string[]).includes(declared)) throw new AppError(415, 'unsupported_media_type', UPLOAD_MESSAGES.audioType);
      const bytes = await readBody(req, AUDIO_UPLOAD_MAX_BYTES, UPLOAD_MESSAGES.audioTooLarge);
      if (bytes.length === 0) throw invalidFile(UPLOAD_MESSAGES.empty);
      const actual = detectAudioType(bytes);
      if (!actual) throw invalidFile(UPLOAD_MESSAGES.notAudio);
      const name = await storage.save(bytes, AUDIO_EXTENSIONS[actual]);
      return { url: `/uploads/${name}`, contentType: actual, bytes: bytes.length };
    },

    /** A stored audio file by name, ready for range requests; undefined for anything else. */
    async openAudio(name: string): Promise<RangedFile | undefined> {
      const type = AUDIO_TYPE_BY_EXTENSION[name.slice(name.lastIndexOf('.') + 1)];
      if (!type) return undefined;
      const file = await storage.open(name);
      return file && { ...file, type };
    },

    open: storage.open,
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;

/**
 * Sketches are plain images, shown to the reading's holder: public (the 128-bit name is the secret),
 * kept forever by browsers (a name never changes), and never sniffed or run as a document, whatever a
 * file turns out to hold. Mounted ahead of the page headers, which would loosen that policy.
 */
export const UPLOAD_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
};

export function serveUploads(uploads: Pick<UploadsService, 'open'>): Middleware {
  return async function serveUpload(ctx, next) {
    if (!ctx.path.startsWith('/uploads/')) return next();
    ctx.set(UPLOAD_HEADERS);
    // Images only: an uploaded audio file belongs to its order's owner and is not public here.
    const type = TYPE_BY_EXTENSION[ctx.path.slice(ctx.path.lastIndexOf('.') + 1)];
    const file = type && (ctx.method === 'GET' || ctx.method === 'HEAD') ? await uploads.open(ctx.path.slice('/uploads/'.length)) : undefined;
    if (!file) throw new NotFoundError();
    // HEAD: the same headers, and no read of a body that is never sent (a request to an object store).
    const body = ctx.method === 'HEAD' ? undefined : await file.stream();
    ctx.status = 200;
    ctx.type = type!;
    ctx.length = file.size;
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    if (body) ctx.body = cutAt(body, file.size);
  };
}
