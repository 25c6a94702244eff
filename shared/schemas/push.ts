import * as z from 'zod/mini';
import { isoDateTimeSchema } from './common';

/**
 * Web push (docs/decisions/013): what the browser hands the PWA when it
 * subscribes, what the API keeps of it, and the small message the service worker shows.
 */

export const PUSH_ENDPOINT_MESSAGE = 'This is not a push address from a browser we can deliver to.';
export const PUSH_P256DH_MESSAGE = 'The subscription key (p256dh) is not a P-256 public key.';
export const PUSH_AUTH_MESSAGE = 'The subscription secret (auth) is not 16 bytes.';

/** Unpadded base64url, as the browser writes subscription keys. */
const base64url = (length: number, message: string) => z.string({ error: message }).check(z.length(length, message), z.regex(/^[A-Za-z0-9_-]+$/, message));

/** `PushSubscription.toJSON()`: the endpoint to POST to and the keys that encrypt for this browser. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.string({ error: PUSH_ENDPOINT_MESSAGE }).check(z.trim(), z.minLength(12, PUSH_ENDPOINT_MESSAGE), z.maxLength(1000, PUSH_ENDPOINT_MESSAGE)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url without padding. Only
    // their length is checked here; the server also checks that the point lies on the curve.
    p256dh: base64url(87, PUSH_P256DH_MESSAGE),
    auth: base64url(22, PUSH_AUTH_MESSAGE),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** One of the customer's devices that receives notifications. */
export const pushDeviceSchema = z.object({
  id: z.int(),
  /** From the browser's user agent, e.g. "Chrome on Android". */
  label: z.string(),
  /** The customer's own device's address, so the page can tell which entry is this browser. */
  endpoint: z.string(),
  createdAt: isoDateTimeSchema,
  lastSuccessAt: z.nullable(isoDateTimeSchema),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** The message the service worker receives and shows: `url` is a path of this site (the reading). */
export const pushMessageSchema = z.object({
  title: z.string().check(z.maxLength(120)),
  body: z.string().check(z.maxLength(300)),
  url: z.string().check(z.regex(/^\/(?!\/)/, 'a path of this site')),
  /** One per order: a second message about the same order replaces the first on the device. */
  tag: z.string().check(z.maxLength(64)),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
