import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../integrations/s3-storage';

export interface S3StandIn {
  settings: S3Settings;
  /** The S3_* variables that point the API at this store. */
  env: Record<string, string>;
  /** An object's bytes straight from the bucket, or undefined when it is not there. */
  objectBytes(key: string): Promise<Buffer | undefined>;
  /** Stops answering, keeping the settings: the store is then unreachable at the same address. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A store in front of `port` that drops every request's Range header, as some S3-compatible stores
 * and proxies do: a range read is then answered 200 with the whole object. (s3rver does not check
 * SigV4 signatures, so the signed Range header may go.)
 */
async function startRangeIgnoringProxy(port: number): Promise<Server> {
  const proxy = createServer((incoming, outgoing) => {
    const { range: _ignored, ...headers } = incoming.headers;
    const forwarded = request({ host: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return proxy;
}

/**
 * A local S3-compatible store (s3rver) on a free port, in a temporary folder, with one bucket; with
 * `ignoreRanges`, one that answers every range read with the whole object.
 */
export async function startS3StandIn(bucket = 'soulsketch-uploads', options: { ignoreRanges?: boolean } = {}): Promise<S3StandIn> {
  const directory = mkdtempSync(join(tmpdir(), 'soulsketch-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const proxy = options.ignoreRanges ? await startRangeIgnoringProxy(port) : undefined;
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${proxy ? (proxy.address() as AddressInfo).port : port}`,
    region: 'us-east-1',
    // s3rver's fixed keys.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  let running = true;
  const stop = async () => {
    if (running) {
      await server.close();
      if (proxy) {
        proxy.closeAllConnections();
        await new Promise((resolve) => proxy.close(resolve));
      }
    }
    running = false;
  };

  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: settings.endpoint!,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async objectBytes(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const chunks: Buffer[] = [];
        for await (const chunk of Body as Readable) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    stop,
    async close() {
      await stop();
      client.destroy();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
