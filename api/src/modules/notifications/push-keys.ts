import { ECDH } from 'node:crypto';
import type { FieldErrors } from '@shared/schemas/api-error';
import { PUSH_AUTH_MESSAGE, PUSH_P256DH_MESSAGE, type PushSubscriptionInput } from '@shared/schemas/push';

/** An uncompressed P-256 point: 0x04, then x and y, 32 bytes each. */
function isUncompressedP256Point(key: Buffer): boolean {
  if (key.length !== 65 || key[0] !== 0x04) return false;
  try {
    // OpenSSL refuses a point that is not on the curve.
    ECDH.convertKey(key, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * What is wrong with a subscription's keys, by field: a browser's key is a P-256 point on the curve and
 * its secret 16 bytes (RFC 8291). The shared schema checks their length only; a key off the curve would
 * be stored and then fail every push sent to it, so it is refused here, where node:crypto can tell.
 */
export function pushKeyErrors(keys: PushSubscriptionInput['keys']): FieldErrors {
  const errors: FieldErrors = {};
  if (!isUncompressedP256Point(Buffer.from(keys.p256dh, 'base64url'))) errors['keys.p256dh'] = [PUSH_P256DH_MESSAGE];
  if (Buffer.from(keys.auth, 'base64url').length !== 16) errors['keys.auth'] = [PUSH_AUTH_MESSAGE];
  return errors;
}
