import type { Agent } from 'node:https';
import webpush from 'web-push';

/**
 * The only place the `web-push` SDK is used (docs/decisions/013-notifications.md): VAPID signing and
 * the RFC 8291 payload encryption are its job; what a push service's answer means is ours.
 */

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushSendOptions {
  /** How long the push service keeps the message for a device that is offline. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
}

/** A push service answered with something other than 2xx. */
export class PushServiceError extends Error {
  override name = 'PushServiceError';
  constructor(
    readonly statusCode: number,
    /** The `Retry-After` header, as sent (seconds or an HTTP date). */
    readonly retryAfter: string | undefined,
    readonly body: string,
  ) {
    super(`The push service answered ${statusCode}${body ? `: ${body.slice(0, 200)}` : ''}`);
  }
}

export interface PushSender {
  /** Resolves on 2xx; rejects with PushServiceError for any other answer, or a network error. */
  send(subscription: PushSubscriptionKeys, payload: string, options: PushSendOptions): Promise<void>;
}

export function generateVapidKeyPair(): VapidKeyPair {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey };
}

/**
 * A sender signed with the shop's VAPID keys. `agent` is for the tests only: it trusts the local
 * stand-in's self-signed certificate for that test's requests, nothing else.
 */
export function createPushSender(input: { keys: VapidKeyPair; subject: string; timeoutMs?: number; agent?: Agent }): PushSender {
  const vapidDetails = { subject: input.subject, publicKey: input.keys.publicKey, privateKey: input.keys.privateKey };
  return {
    async send(subscription, payload, options) {
      try {
        await webpush.sendNotification(subscription, payload, {
          vapidDetails,
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          contentEncoding: 'aes128gcm',
          timeout: input.timeoutMs ?? 30_000,
          ...(input.agent ? { agent: input.agent } : {}),
        });
      } catch (error) {
        if (error instanceof webpush.WebPushError) {
          const retryAfter = error.headers?.['retry-after'];
          throw new PushServiceError(error.statusCode, Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, String(error.body ?? ''));
        }
        throw error;
      }
    },
  };
}
