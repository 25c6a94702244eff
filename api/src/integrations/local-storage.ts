import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STORED_NAME, newStoredName, type Storage } from './storage';

/** Uploaded files in a folder on local disk (DATA_DIR/uploads): one process, or one machine's disk. */
export function createLocalStorage(dir: string): Storage {
  let ready: Promise<unknown> | undefined;

  return {
    async save(bytes, extension) {
      await (ready ??= mkdir(dir, { recursive: true }));
      const name = newStoredName(extension);
      // 'wx' fails rather than overwrite: a clash of 128 random bits would be a bug, not bad luck.
      await writeFile(join(dir, name), bytes, { flag: 'wx', mode: 0o640 });
      return name;
    },

    async open(name) {
      if (!STORED_NAME.test(name)) return undefined;
      const path = join(dir, name);
      try {
        const info = await stat(path);
        if (!info.isFile()) return undefined;
        return { size: info.size, modifiedAt: info.mtime, stream: async (range) => createReadStream(path, range) };
      } catch {
        return undefined;
      }
    },
  };
}
