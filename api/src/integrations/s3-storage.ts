import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Logger } from 'pino';
import { STORED_CONTENT_TYPES, STORED_NAME, StorageUnavailableError, newStoredName, type Storage, type StoredRange } from './storage';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2...); none: Amazon S3 itself. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `http://host/bucket/key` addresses, as MinIO-style stores want, rather than `http://bucket.host/key`. */
  forcePathStyle: boolean;
}

/** A HEAD of a missing object: the SDK names it NotFound (HEAD answers carry no error body), or NoSuchKey. */
function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey';
  return false;
}

const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+|\*)$/;

/**
 * Why a read's answer is not the bytes that were asked for, or undefined when it is. Some
 * S3-compatible stores (and proxies before them) ignore Range and answer the whole object: the caller
 * has already promised the client a length, so those bytes must never be handed on. The store's own
 * Content-Range and length are the proof; a whole read must be as long as the object's HEAD said.
 */
function answerMismatch(answer: { ContentRange?: string; ContentLength?: number }, range: StoredRange | undefined, size: number): string | undefined {
  const expected = range ? range.end - range.start + 1 : size;
  const asked = range ? `bytes ${range.start}-${range.end}` : 'the whole object';
  if (range) {
    const [, start, end] = CONTENT_RANGE.exec(answer.ContentRange ?? '') ?? [];
    if (Number(start) !== range.start || Number(end) !== range.end) {
      return `the object store answered ${answer.ContentRange ? `Content-Range ${answer.ContentRange}` : 'without a Content-Range'} to a read of ${asked}`;
    }
  }
  if (answer.ContentLength !== undefined && answer.ContentLength !== expected) {
    return `the object store answered ${answer.ContentLength} bytes to a read of ${asked} (${expected} bytes)`;
  }
  return undefined;
}

/**
 * Uploaded files as objects in one bucket of an S3-compatible store, keyed by their stored name: every
 * process of a fleet reads and writes the same files. The only import of the AWS SDK. Reads stream the
 * SDK's response body through, and a byte range is the store's own range read, so no file is ever held
 * whole in memory. A read whose answer is not what was asked (a store that ignored the range) fails,
 * before the client is promised anything. Any failure other than "no such object" is logged here and raised as
 * StorageUnavailableError (a 503 for the request).
 */
export function createS3Storage(settings: S3Settings, logger: Pick<Logger, 'error'>): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // A store that does not answer fails the request within seconds instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    // Checksums only where the S3 API requires them: not every S3-compatible store accepts the SDK's
    // newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = settings;

  const unavailable = (action: 'save' | 'open' | 'read', name: string, error: unknown) => {
    logger.error({ err: error, bucket, key: name }, `object store: ${action} failed`);
    return new StorageUnavailableError(`The object store could not ${action} ${name}.`, action === 'save', { cause: error });
  };

  return {
    async save(bytes, extension) {
      const name = newStoredName(extension);
      try {
        // IfNoneMatch: a store that honours it (Amazon S3, R2, MinIO) refuses to overwrite an object, as
        // the local folder's 'wx' does; the tests' stand-in ignores it. Either way the 128 random bits of
        // the name are what keep two uploads apart.
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: name, Body: bytes, ContentType: STORED_CONTENT_TYPES[extension], IfNoneMatch: '*' }));
      } catch (error) {
        throw unavailable('save', name, error);
      }
      return name;
    },

    async open(name) {
      if (!STORED_NAME.test(name)) return undefined;
      let head;
      try {
        head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name }));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw unavailable('open', name, error);
      }
      const size = head.ContentLength ?? 0;
      return {
        size,
        modifiedAt: head.LastModified ?? new Date(0),
        async stream(range) {
          try {
            const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name, Range: range && `bytes=${range.start}-${range.end}` }));
            if (!(answer.Body instanceof Readable)) throw new TypeError('the object store answered without a readable body');
            const mismatch = answerMismatch(answer, range, size);
            if (mismatch) {
              answer.Body.destroy();
              throw new RangeError(mismatch);
            }
            return answer.Body;
          } catch (error) {
            throw unavailable('read', name, error);
          }
        },
      };
    },
  };
}
