import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A push service for the tests, over HTTPS on 127.0.0.1, that checks what a real one checks: the VAPID
 * `Authorization: vapid t=<JWT>, k=<public key>` (ES256 signature, audience, expiry, subject) and the
 * encrypted body's headers (Content-Encoding aes128gcm, TTL, Urgency). Each device it hands out has its
 * own keys, so it also decrypts the body (RFC 8291) and records the message the browser would get.
 * It answers 201 unless told otherwise, per device: `answer(device, { status: 410 })`.
 */

export interface StandInDevice {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface Delivery {
  deviceId: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** The VAPID public key the request was signed with. */
  vapidKey: string;
  /** The decrypted JSON message. */
  message: unknown;
}

export interface ScriptedAnswer {
  status: number;
  retryAfter?: string;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * A self-signed certificate for 127.0.0.1, made with openssl at test time: node:crypto cannot write
 * X.509, and this keeps a certificate library out of the dependencies.
 */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'push-stand-in-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A raw P-256 point (65 bytes, 0x04 x y) as a key node:crypto can verify with. */
function p256PublicKey(raw: Buffer) {
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }, format: 'jwk' });
}

/** Checks the VAPID header; answers the problem, or the public key it was signed with. */
function checkVapid(header: string | undefined, audience: string): { problem: string } | { key: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return { problem: `Authorization is not "vapid t=..., k=...": ${header}` };
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const publicKey = Buffer.from(key, 'base64url');
  if (publicKey.length !== 65) return { problem: 'k is not a P-256 public key' };
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key: p256PublicKey(publicKey), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) return { problem: 'the JWT signature does not match k' };
  const jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (jwtHeader.alg !== 'ES256') return { problem: `alg ${jwtHeader.alg}` };
  if (claims.aud !== audience) return { problem: `aud ${claims.aud}, expected ${audience}` };
  const now = Date.now() / 1000;
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 3600) return { problem: `exp ${claims.exp} is not within 24 hours` };
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return { problem: `sub ${claims.sub}` };
  return { key };
}

/** RFC 8291 / RFC 8188 (aes128gcm), one record: what the browser's push code does with the body. */
function decrypt(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const receiverKey = device.ecdh.getPublicKey();
  const secret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export interface PushStandIn {
  origin: string;
  /** Trusts the stand-in's certificate: pass it to the app (ContainerOverrides.notifications.pushAgent). */
  agent: Agent;
  deliveries: Delivery[];
  /** Requests refused for a broken VAPID header or body headers (a test expects none). */
  problems: string[];
  device(): StandInDevice;
  /** The next answers for this device, in order; then 201 again. */
  answer(device: StandInDevice, ...answers: ScriptedAnswer[]): void;
  /** Milliseconds to wait before answering (makes two workers overlap). */
  delayMs: number;
  close(): Promise<void>;
}

export async function startPushStandIn(): Promise<PushStandIn> {
  const { key, cert } = selfSignedCertificate();
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; answers: ScriptedAnswer[] }>();
  const deliveries: Delivery[] = [];
  const problems: string[] = [];
  let origin = '';

  const refuse = (response: ServerResponse, problem: string) => {
    problems.push(problem);
    response.writeHead(400).end(problem);
  };

  const server: Server = createServer({ key, cert }, async (request, response) => {
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
    const device = id ? devices.get(id) : undefined;
    const body = await readBody(request);
    if (request.method !== 'POST' || !device || !id) return void response.writeHead(404).end();
    const vapid = checkVapid(request.headers.authorization, origin);
    if ('problem' in vapid) return refuse(response, vapid.problem);
    if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(response, `Content-Encoding ${request.headers['content-encoding']}`);
    if (!/^\d+$/.test(String(request.headers.ttl))) return refuse(response, `TTL ${request.headers.ttl}`);
    if (!['very-low', 'low', 'normal', 'high'].includes(String(request.headers.urgency))) return refuse(response, `Urgency ${request.headers.urgency}`);
    let message: unknown;
    try {
      message = JSON.parse(decrypt(body, device).toString('utf8'));
    } catch (error) {
      return refuse(response, `undecryptable body: ${String(error)}`);
    }
    if (stand.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, stand.delayMs));
    const answer = device.answers.shift() ?? { status: 201 };
    deliveries.push({ deviceId: id, status: answer.status, headers: request.headers, vapidKey: vapid.key, message });
    response.writeHead(answer.status, answer.retryAfter ? { 'Retry-After': answer.retryAfter } : {}).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert });

  const stand: PushStandIn = {
    origin,
    agent,
    deliveries,
    problems,
    delayMs: 0,
    device() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = b64url(randomBytes(9));
      devices.set(id, { ecdh, auth, answers: [] });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    answer(device, ...answers) {
      devices.get(device.id)!.answers.push(...answers);
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return stand;
}
