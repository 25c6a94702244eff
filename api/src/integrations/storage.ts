import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Uploaded files (staff's sketch images, audio orders' own files), behind one interface with two homes:
 * a folder on local disk (the default, local-storage.ts) or an S3-compatible object store shared by
 * every process of a fleet (s3-storage.ts), so a file uploaded through one server is served by another.
 * A file's name is 128 random bits: the address is the only key to a customer's sketch, so it must not
 * be guessable, and a name is never reused, so browsers may keep a file forever. Every name the shop
 * has made is those 22 characters and an extension: any other name is answered "not found" before a
 * store is asked (an object store refuses an overlong key as a fault, not as a missing file).
 */
export const STORED_NAME = /^[A-Za-z0-9_-]{22}\.(png|jpg|webp|m4a|mp3)$/;

export type StoredExtension = 'png' | 'jpg' | 'webp' | 'm4a' | 'mp3';

/** What the store is told a file is, so the object carries its own type. */
export const STORED_CONTENT_TYPES: Record<StoredExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
};

/** Inclusive byte positions, as Content-Range writes them. */
export interface StoredRange {
  start: number;
  end: number;
}

export interface StoredFile {
  size: number;
  modifiedAt: Date;
  /**
   * The file, or the bytes from start to end inclusive (an audio player's range request), as a stream:
   * the store's own range read, never the whole file held in memory. Async: an object store answers
   * the read over the network.
   */
  stream(range?: StoredRange): Promise<Readable>;
}

export interface Storage {
  /** Writes the bytes under a new random name with the given extension; answers the name. */
  save(bytes: Buffer, extension: StoredExtension): Promise<string>;
  /** A stored file by name, or undefined; names that are not ours never reach the store. */
  open(name: string): Promise<StoredFile | undefined>;
}

/** A new name: 128 random bits, URL-safe, with the extension. */
export function newStoredName(extension: StoredExtension): string {
  return `${randomBytes(16).toString('base64url')}.${extension}`;
}

/**
 * The store could not be reached or refused the request (network, credentials, bucket): the request is
 * answered 503 `unavailable` rather than 500, since waiting or fixing the store's settings is the remedy,
 * not a bug in the shop. The cause is logged where it happened.
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';

  constructor(
    message: string,
    /** A save failed (nothing was stored), rather than a read. */
    readonly saving: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
