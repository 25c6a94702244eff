import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Uploaded files on local disk, under DATA_DIR/uploads. A file's name is 128 random bits: the address
 * is the only key to a customer's sketch, so it must not be guessable, and a name is never reused, so
 * browsers may keep a file forever. A shared object store would replace this module behind the same
 * methods when the shop runs on more than one machine.
 */
export const STORED_NAME = /^[A-Za-z0-9_-]+\.(png|jpg|webp|m4a|mp3)$/;

export type StoredExtension = 'png' | 'jpg' | 'webp' | 'm4a' | 'mp3';

export interface StoredFile {
  size: number;
  modifiedAt: Date;
  /** The file, or the bytes from start to end inclusive (an audio player's range request). */
  stream(range?: { start: number; end: number }): ReadStream;
}

export function createStorage(dir: string) {
  let ready: Promise<unknown> | undefined;

  return {
    /** Writes the bytes under a new random name with the given extension; answers the name. */
    async save(bytes: Buffer, extension: StoredExtension): Promise<string> {
      await (ready ??= mkdir(dir, { recursive: true }));
      const name = `${randomBytes(16).toString('base64url')}.${extension}`;
      // 'wx' fails rather than overwrite: a clash of 128 random bits would be a bug, not bad luck.
      await writeFile(join(dir, name), bytes, { flag: 'wx', mode: 0o640 });
      return name;
    },

    /** A stored file by name, or undefined; names that are not ours never touch the disk. */
    async open(name: string): Promise<StoredFile | undefined> {
      if (!STORED_NAME.test(name)) return undefined;
      const path = join(dir, name);
      try {
        const info = await stat(path);
        if (!info.isFile()) return undefined;
        return { size: info.size, modifiedAt: info.mtime, stream: (range) => createReadStream(path, range) };
      } catch {
        return undefined;
      }
    },
  };
}

export type Storage = ReturnType<typeof createStorage>;
