/// <reference lib="webworker" />
import * as z from 'zod/mini';
import { endpoints } from '@shared/api/endpoints';
import { paths } from '@shared/routes/page-paths';
import { pushMessageSchema, type PushMessage } from '@shared/schemas/push';
import { request } from '@/lib/api-client';
import { base64UrlToBytes, subscriptionBody } from '@/lib/push';

/**
 * The service worker's part of web push (docs/decisions/013), registered by pwa/src/sw.ts: show a push, open the
 * reading when it is clicked, and follow the browser when it renews a subscription.
 */

declare const self: ServiceWorkerGlobalScope;

export const NOTIFICATION_ICON = '/icons/icon-192.png';
/** Android's status bar shows only the badge's shape: a white star on transparent. */
export const NOTIFICATION_BADGE = '/icons/badge-96.png';

/** The pushed message, or a plain one: every push must show something (userVisibleOnly). */
export function readPush(data: PushMessageData | null): PushMessage {
  try {
    const parsed = z.safeParse(pushMessageSchema, data?.json());
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: the plain message below
  }
  return { title: 'SoulSketch', body: 'There is news about your reading.', url: paths.dashboard.href(), tag: 'soulsketch' };
}

export function showPush(event: PushEvent): void {
  const message = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      tag: message.tag,
      data: { url: message.url },
    }),
  );
}

/** A path of this site only: a notification never opens another origin. */
function targetUrl(url: unknown): string {
  const fallback = new URL(paths.dashboard.href(), self.location.origin).href;
  if (typeof url !== 'string') return fallback;
  const target = new URL(url, self.location.origin);
  return target.origin === self.location.origin ? target.href : fallback;
}

const focus = (client: WindowClient) => client.focus().catch(() => client);

/**
 * The reading's page in front: a window already on it is focused; else an open window of the app is
 * taken there and focused; else a new window opens. (Focusing and opening windows are allowed because
 * the customer has just clicked the notification; moving a window is allowed anyway, so it goes first.)
 */
export async function openReading(url: unknown): Promise<void> {
  const target = targetUrl(url);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const onIt = windows.find((client) => client.url === target);
  if (onIt) {
    await focus(onIt);
    return;
  }
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  // navigate() works on windows this worker controls; another (an older tab) leaves a new window to open.
  const moved = open ? await open.navigate(target).catch(() => null) : null;
  if (moved) await focus(moved);
  else await self.clients.openWindow(target);
}

export function clickNotification(event: NotificationEvent): void {
  event.notification.close();
  event.waitUntil(openReading((event.notification.data as { url?: unknown } | null)?.url));
}

/**
 * The browser renewed (or dropped) this subscription: subscribe again with the same server key and tell
 * the server, with the session cookie of whoever is signed in. Without a session the server refuses
 * (401) and the old device simply ends, at its next push's 410.
 */
export function renewSubscription(event: PushSubscriptionChangeEvent): void {
  event.waitUntil(
    (async () => {
      let subscription = event.newSubscription;
      if (!subscription) {
        const oldKey = event.oldSubscription?.options.applicationServerKey;
        const key = oldKey ?? base64UrlToBytes((await request(endpoints.push.publicKey)).publicKey);
        subscription = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      }
      await request(endpoints.push.subscribe, { body: subscriptionBody(subscription) });
    })(),
  );
}
