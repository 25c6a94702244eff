import type { PushSubscriptionInput } from '@shared/schemas/push';

/**
 * The browser's side of web push (docs/decisions/013). Nothing here asks for permission except
 * `askPermission`, which a click handler calls: the shop never prompts on page load.
 */

export type PushSupport = 'supported' | 'unsupported' | 'needs-install';

/**
 * iPhone and iPad Safari offer web push only to a site added to the Home Screen and opened from there
 * (iOS 16.4+). iPadOS reports itself as a Mac; its touch points give it away.
 */
export function isAppleMobileOutsideApp(): boolean {
  const appleMobile = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  if (!appleMobile) return false;
  const standalone = window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return !standalone;
}

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (isAppleMobileOutsideApp()) return 'needs-install';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return 'supported';
}

/** Reads the permission without asking. */
export const notificationPermission = (): NotificationPermission => Notification.permission;

/** Asks the browser's question; call it straight from a click (browsers ignore it otherwise). */
export const askPermission = (): Promise<NotificationPermission> => Notification.requestPermission();

/** The service worker's registration: registered after load in production builds (lib/service-worker.ts). */
async function registration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('The service worker is not running.')), timeoutMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This browser's push subscription, if it has one (no prompt, no waiting for a worker that never came). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const existing = await navigator.serviceWorker.getRegistration();
  return existing ? existing.pushManager.getSubscription() : null;
}

export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this server key (one made with an older key cannot be reused). */
function madeWithKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const used = subscription.options?.applicationServerKey;
  if (!used) return true;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** Subscribes this browser (permission already granted), reusing its subscription when it has one. */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription> {
  const { pushManager } = await registration();
  const key = base64UrlToBytes(publicKey);
  const existing = await pushManager.getSubscription();
  if (existing && madeWithKey(existing, key)) return existing;
  await existing?.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** What the API stores of a subscription: its endpoint and keys. */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}
