import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The daily horoscope's unsubscribe links carry `u2.<reference>`: the subscription's random reference
 * (`unsubscribe_ref`, 32 bytes as base64url), looked up in the database. It names the subscription
 * without showing its address. The older signed format below (`u1`, whose subject was the address in
 * readable base64url) is no longer made, but links already mailed with it keep working.
 */
const REFERENCE_TOKEN = /^u2\.([A-Za-z0-9_-]{43})$/;

/** The unsubscribe token of a subscription's reference. */
export const referenceToken = (ref: string): string => `u2.${ref}`;

/** The reference a `u2` token carries; undefined for any other text (a `u1` token included). */
export function referenceOf(token: unknown): string | undefined {
  return typeof token === 'string' ? REFERENCE_TOKEN.exec(token)?.[1] : undefined;
}

/**
 * Signed tokens for one-click unsubscribe links (format `u1`, still accepted), so a link works without signing in and cannot be
 * forged or pointed at someone else's subscription.
 *
 * Format: `u1.<subject>.<signature>`. `u1` names this format, so a later one can be told apart and
 * accepted beside it. The subject (a subscription id or an e-mail address) travels as base64url UTF-8.
 * The signature is HMAC-SHA256, under the shop's secret, over the format, the purpose and the subject:
 * the purpose is not written in the token but bound into its signature, so a token made for one purpose
 * fails every check made for another. No expiry: an unsubscribe link in an old e-mail must keep working.
 */

const VERSION = 'u1';

/** The purpose of the daily horoscope's unsubscribe links. */
export const HOROSCOPE_UNSUBSCRIBE = 'daily-horoscope-unsubscribe';

/** A shorter secret is a setup mistake (a test value, a truncated setting), not a key. */
const MIN_SECRET_LENGTH = 32;
/** Room for any e-mail address (at most 254 characters) or id; longer is refused, so tokens stay short. */
const MAX_SUBJECT_BYTES = 512;
/** Unpadded base64url of a 32-byte SHA-256 MAC. */
const SIGNATURE_LENGTH = 43;
const MAX_TOKEN_LENGTH = VERSION.length + 2 + Math.ceil((MAX_SUBJECT_BYTES * 4) / 3) + SIGNATURE_LENGTH;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function checkSecret(secret: string): void {
  if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH) {
    throw new TypeError(`The unsubscribe secret must be at least ${MIN_SECRET_LENGTH} characters`);
  }
}

function signatureOf(secret: string, purpose: string, encodedSubject: string): Buffer {
  // The subject part holds no line break, so the text reads back one way only, whatever the purpose holds.
  return createHmac('sha256', secret).update(`${VERSION}\n${purpose}\n${encodedSubject}`, 'utf8').digest();
}

/**
 * Base64url as this module writes it: no padding, no other characters, and no leftover bits (Buffer
 * would quietly ignore all three, letting many spellings stand for one token).
 */
function decodeCanonical(text: string): Buffer | undefined {
  if (!BASE64URL.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}

/** A token for the subject (a subscription id or e-mail address), good only for the purpose given. */
export function signUnsubscribeToken(subject: string, purpose: string, secret: string): string {
  checkSecret(secret);
  if (typeof purpose !== 'string' || purpose === '') throw new TypeError('A token needs a purpose');
  const bytes = Buffer.from(typeof subject === 'string' ? subject : '', 'utf8');
  // A lone surrogate would be written as U+FFFD and read back as another subject: refused here instead.
  if (bytes.length === 0 || bytes.length > MAX_SUBJECT_BYTES || bytes.toString('utf8') !== subject) {
    throw new RangeError(`A token's subject must be 1-${MAX_SUBJECT_BYTES} bytes of well-formed text`);
  }
  const encoded = bytes.toString('base64url');
  return `${VERSION}.${encoded}.${signatureOf(secret, purpose, encoded).toString('base64url')}`;
}

/**
 * The subject of a token signed for this purpose under this secret, or undefined for anything else:
 * another purpose or secret, a changed subject or signature, or input of any other shape. Never throws
 * for the token, which comes from a link anyone can edit; only a missing secret throws (a setup mistake).
 * The signature is compared in constant time, so timing reveals nothing about how close a guess came.
 */
export function verifyUnsubscribeToken(token: unknown, purpose: string, secret: string): string | undefined {
  checkSecret(secret);
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || typeof purpose !== 'string' || purpose === '') return undefined;
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [version, encoded, signature] = parts as [string, string, string];
  if (version !== VERSION || signature.length !== SIGNATURE_LENGTH) return undefined;

  const given = decodeCanonical(signature);
  const subject = decodeCanonical(encoded);
  if (!given || !subject || subject.length > MAX_SUBJECT_BYTES) return undefined;
  const expected = signatureOf(secret, purpose, encoded);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;

  try {
    return strictUtf8.decode(subject);
  } catch {
    return undefined;
  }
}
