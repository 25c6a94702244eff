import { createECDH, randomBytes } from 'node:crypto';

/**
 * Headless Chromium refuses `pushManager.subscribe` ("Registration failed": it has no push service), so
 * the push journeys give the page a PushManager that hands out a stand-in subscription on a host the
 * test server allows (PUSH_EXTRA_ALLOWED_HOSTS in tests/server.ts). Everything past it is real.
 */
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Runs in each page before the app (`context.addInitScript`): PushManager's two methods, kept across reloads in localStorage. */
export function fakePushManager(fake: FakeSubscription) {
  const KEY = 'test:fake-push-subscription';
  const make = () =>
    ({
      endpoint: fake.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      toJSON: () => ({ endpoint: fake.endpoint, expirationTime: null, keys: fake.keys }),
      getKey: () => null,
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    }) as unknown as PushSubscription;
  PushManager.prototype.subscribe = async () => {
    localStorage.setItem(KEY, '1');
    return make();
  };
  PushManager.prototype.getSubscription = async () => (localStorage.getItem(KEY) ? make() : null);
}

export function fakeSubscription(): FakeSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.stand-in.test/e2e/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/**
 * Runs in each page before the app: a push service that never answers. The browser's subscribe stays
 * pending for good, as it can when the push service cannot be reached.
 */
export function hangingPushManager() {
  PushManager.prototype.subscribe = () => new Promise<PushSubscription>(() => {});
  PushManager.prototype.getSubscription = async () => null;
}
