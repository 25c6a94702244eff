import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../testing/s3-stand-in';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { StorageUnavailableError, type Storage, type StoredRange } from './storage';

/** One set of cases for every home of uploaded files: each must answer the same. */
const IMPLEMENTATIONS: { name: string; start: () => Promise<{ storage: Storage; close: () => Promise<void> }> }[] = [
  {
    name: 'the local folder',
    async start() {
      const dir = mkdtempSync(join(tmpdir(), 'soulsketch-uploads-'));
      return { storage: createLocalStorage(join(dir, 'uploads')), close: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'the S3 object store',
    async start() {
      const store = await startS3StandIn();
      return { storage: createS3Storage(store.settings, pino({ level: 'silent' })), close: store.close };
    },
  },
];

async function read(storage: Storage, name: string, range?: StoredRange): Promise<{ bytes: Buffer; chunks: number; readable: boolean }> {
  const file = await storage.open(name);
  if (!file) throw new Error(`${name} is not stored`);
  const stream = await file.stream(range);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return { bytes: Buffer.concat(chunks), chunks: chunks.length, readable: stream instanceof Readable };
}

for (const implementation of IMPLEMENTATIONS) {
  describe(`uploaded files in ${implementation.name}`, () => {
    let storage: Storage;
    let close: () => Promise<void>;
    const bytes = Buffer.from('0123456789abcdef');

    beforeAll(async () => {
      ({ storage, close } = await implementation.start());
    });
    afterAll(async () => close?.());

    it('gives back the saved bytes, their size and when they were stored', async () => {
      const before = Date.now();
      const name = await storage.save(bytes, 'png');
      expect(name).toMatch(/^[A-Za-z0-9_-]{22}\.png$/);
      const file = await storage.open(name);
      expect(file?.size).toBe(bytes.length);
      // Object stores keep whole seconds.
      expect(file?.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect((await read(storage, name)).bytes.equals(bytes)).toBe(true);
    });

    it.each(['unknown.png', 'AAAAAAAAAAAAAAAAAAAAAA.mp3', '../soulsketch.sqlite', 'a/b.png', 'sketch.svg', 'sketch.PNG', '.png', ''])(
      'knows nothing of %j',
      async (name) => {
        expect(await storage.open(name)).toBeUndefined();
      },
    );

    it.each([
      ['the first bytes', { start: 0, end: 3 }, '0123'],
      ['bytes in the middle', { start: 2, end: 5 }, '2345'],
      ['the last byte', { start: 15, end: 15 }, 'f'],
      ['the whole file as a range', { start: 0, end: 15 }, '0123456789abcdef'],
    ])('answers a range of %s exactly', async (_, range, expected) => {
      const name = await storage.save(bytes, 'm4a');
      expect((await read(storage, name, range)).bytes.toString()).toBe(expected);
    });

    it('never gives two saves the same name, even for the same bytes', async () => {
      const names = await Promise.all(Array.from({ length: 5 }, () => storage.save(bytes, 'jpg')));
      expect(new Set(names).size).toBe(5);
    });

    it('streams a large file in pieces, whole and by range', async () => {
      const large = randomBytes(5 * 1024 * 1024);
      const name = await storage.save(large, 'mp3');
      expect((await storage.open(name))?.size).toBe(large.length);
      const whole = await read(storage, name);
      expect(whole.readable).toBe(true);
      // Many chunks: the file flows through, it is not handed over as one buffer.
      expect(whole.chunks).toBeGreaterThan(1);
      expect(whole.bytes.equals(large)).toBe(true);
      const middle = { start: 3 * 1024 * 1024 + 7, end: 4 * 1024 * 1024 };
      expect((await read(storage, name, middle)).bytes.equals(large.subarray(middle.start, middle.end + 1))).toBe(true);
    });
  });
}

describe('the S3 object store, unreachable', () => {
  let store: S3StandIn;
  let storage: Storage;
  let saved: string;

  beforeAll(async () => {
    store = await startS3StandIn();
    storage = createS3Storage(store.settings, pino({ level: 'silent' }));
    saved = await storage.save(Buffer.from('kept'), 'png');
    await store.stop();
  });
  afterAll(async () => store?.close());

  it('fails a save or an open as StorageUnavailableError, not as a missing file', async () => {
    const failedSave: unknown = await storage.save(Buffer.from('lost'), 'png').catch((error: unknown) => error);
    expect(failedSave).toBeInstanceOf(StorageUnavailableError);
    expect((failedSave as StorageUnavailableError).saving).toBe(true);
    const failedOpen: unknown = await storage.open(saved).catch((error: unknown) => error);
    expect(failedOpen).toBeInstanceOf(StorageUnavailableError);
    expect((failedOpen as StorageUnavailableError).saving).toBe(false);
  });
});

describe('an S3-compatible store that ignores ranges (answers the whole object)', () => {
  let store: S3StandIn;
  let storage: Storage;
  let saved: string;

  beforeAll(async () => {
    store = await startS3StandIn('soulsketch-uploads', { ignoreRanges: true });
    storage = createS3Storage(store.settings, pino({ level: 'silent' }));
    saved = await storage.save(Buffer.from('0123456789abcdef'), 'm4a');
  });
  afterAll(async () => store?.close());

  it('still reads the whole file', async () => {
    expect((await read(storage, saved)).bytes.toString()).toBe('0123456789abcdef');
  });

  it.each([
    ['the first byte', { start: 0, end: 0 }],
    ['bytes in the middle', { start: 2, end: 5 }],
  ])('refuses a range read of %s rather than hand on more bytes than were asked for', async (_, range) => {
    const failed: unknown = await read(storage, saved, range).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(StorageUnavailableError);
  });
});
