import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PushDevice } from '@shared/schemas/push';
import { useMe } from '@/features/auth';
import { errorMessage, hasErrorCode } from '@/lib/error-messages';
import { useHydrated } from '@/lib/use-hydrated';
import { askPermission, currentSubscription, notificationPermission, pushSupport, subscribeThisBrowser, subscriptionBody } from '@/lib/push';
import { devicesQueryOptions, publicKeyQueryOptions, pushKeys, removeDevice, saveSubscription } from '../api/push-api';
import { TimeLimitExceeded, withinTimeLimit } from './time-limit';

/**
 * Where this browser stands with "your reading is ready" notifications:
 * - `needs-install`: an iPhone or iPad outside the Home Screen app, where Safari offers no push;
 * - `signed-out`: notifications go to an account's devices, so the visitor logs in first;
 * - `denied`: the browser blocks them for the site (explained, never asked again);
 * - `off` / `on`: whether this browser is one of the account's devices.
 */
export type OptInState =
  | { kind: 'checking' }
  | { kind: 'unsupported' }
  | { kind: 'needs-install' }
  | { kind: 'signed-out' }
  | { kind: 'denied' }
  | { kind: 'off' }
  | { kind: 'on'; deviceId: number };

const FAILED = "This browser could not turn on notifications. We'll still e-mail you when your reading is ready.";
const TOO_SLOW = "Turning on notifications took too long. Please try again; we'll still e-mail you when your reading is ready.";

/**
 * How long turning on may take once the browser's question is answered (the key, the browser's
 * subscribe, the save). A push service that never answers would otherwise leave "Turning on..." up for
 * good; past this the customer is told and can try again.
 */
export const TURN_ON_LIMIT_MS = 15_000;

export interface PushOptIn {
  state: OptInState;
  busy: boolean;
  /** What went wrong with the last click, in words for the customer. */
  problem?: string;
  /** The browser's question was closed without an answer: it can be asked again by another click. */
  dismissed: boolean;
  turnOn: () => Promise<void>;
  turnOff: () => Promise<void>;
}

/**
 * Subscribes this browser for the signed-in account. The server keeps a browser's subscription with the
 * account that registered it (409 `endpoint_taken` for any other), so that nobody can take another
 * person's device by posting its address. Someone at this browser, though, may move it: the old
 * subscription is ended in the browser (the other account's device then lapses at the push service) and
 * a new one is registered for this account.
 */
async function subscribeForThisAccount(publicKey: string): Promise<{ subscription: PushSubscription; device: PushDevice }> {
  const subscription = await subscribeThisBrowser(publicKey);
  try {
    return { subscription, device: await saveSubscription(subscriptionBody(subscription)) };
  } catch (error) {
    if (!hasErrorCode(error, 'endpoint_taken')) throw error;
    await subscription.unsubscribe();
    const fresh = await subscribeThisBrowser(publicKey);
    return { subscription: fresh, device: await saveSubscription(subscriptionBody(fresh)) };
  }
}

/**
 * The opt-in's state and its two actions. On load it only reads (the permission, this browser's
 * subscription, the account's devices); the browser's permission question comes from `turnOn`, which a
 * click calls.
 */
export function usePushOptIn(): PushOptIn {
  const [support] = useState(pushSupport);
  const supported = support === 'supported';
  const me = useMe();
  const userId = me.data?.id;
  const queryClient = useQueryClient();
  const [permission, setPermission] = useState<NotificationPermission>(() => (supported ? notificationPermission() : 'default'));
  // undefined until read; null when this browser has no subscription.
  const [endpoint, setEndpoint] = useState<string | null | undefined>(supported ? undefined : null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [dismissed, setDismissed] = useState(false);
  const devices = useQuery({ ...devicesQueryOptions(userId ?? 0), enabled: supported && userId !== undefined && permission === 'granted' });

  // Read again whenever the account's devices change: another card on the page (the dashboard's opt-in
  // beside its daily horoscope) may have just subscribed or unsubscribed this browser. Not while this
  // card's own click is at work: a read taken before its subscribe finishes would say "none" and turn
  // the card back off; the read after it ends sees the outcome.
  const devicesChangedAt = devices.dataUpdatedAt;
  useEffect(() => {
    if (!supported || busy) return;
    let live = true;
    currentSubscription()
      .then((subscription) => {
        if (!live) return;
        setPermission(notificationPermission());
        setEndpoint(subscription?.endpoint ?? null);
      })
      .catch(() => live && setEndpoint(null));
    return () => {
      live = false;
    };
  }, [supported, devicesChangedAt, busy]);

  // A page the server rendered knows nothing of this browser: until React has adopted that HTML, the
  // card is still checking (as the server drew it), never a guess that differs from it.
  const hydrated = useHydrated();
  let state: OptInState;
  if (!hydrated) state = { kind: 'checking' };
  else if (support !== 'supported') state = { kind: support };
  else if (me.data === null) state = { kind: 'signed-out' };
  else if (userId === undefined) state = { kind: 'checking' };
  else if (permission === 'denied') state = { kind: 'denied' };
  else if (permission !== 'granted' || endpoint === null) state = { kind: 'off' };
  else if (endpoint === undefined || devices.isPending) state = { kind: 'checking' };
  else {
    const device = devices.data?.find((entry) => entry.endpoint === endpoint);
    state = device ? { kind: 'on', deviceId: device.id } : { kind: 'off' };
  }

  const setDevices = (update: (list: PushDevice[]) => PushDevice[]) => {
    if (userId !== undefined) queryClient.setQueryData(pushKeys.devices(userId), (list: PushDevice[] = []) => update(list));
  };

  async function turnOn(): Promise<void> {
    if (userId === undefined || busy) return;
    setProblem(undefined);
    setDismissed(false);
    setBusy(true);
    try {
      // The question first, before anything else is awaited: browsers ask only straight from a click.
      const answer = notificationPermission() === 'granted' ? 'granted' : await askPermission();
      setPermission(answer);
      if (answer !== 'granted') {
        setDismissed(answer === 'default');
        return;
      }
      const work = (async () => {
        const publicKey = await queryClient.fetchQuery(publicKeyQueryOptions());
        const { subscription, device } = await subscribeForThisAccount(publicKey);
        setEndpoint(subscription.endpoint);
        setDevices((list) => [...list.filter((entry) => entry.id !== device.id), device]);
        // It may finish after the card gave up on it: it is on, so "took too long" no longer holds.
        setProblem(undefined);
      })();
      await withinTimeLimit(work, TURN_ON_LIMIT_MS);
    } catch (error) {
      setProblem(error instanceof TimeLimitExceeded ? TOO_SLOW : errorMessage(error, FAILED));
    } finally {
      setBusy(false);
    }
  }

  async function turnOff(): Promise<void> {
    if (state.kind !== 'on' || busy) return;
    const { deviceId } = state;
    setProblem(undefined);
    setBusy(true);
    try {
      try {
        await removeDevice(deviceId);
      } catch (error) {
        // Gone already (the push service ended it, or another tab turned it off): off is what was asked.
        if (!hasErrorCode(error, 'not_found')) throw error;
      }
      await (await currentSubscription())?.unsubscribe();
      setEndpoint(null);
      setDevices((list) => list.filter((entry) => entry.id !== deviceId));
    } catch (error) {
      setProblem(errorMessage(error, 'Notifications could not be turned off. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return { state, busy, problem, dismissed, turnOn, turnOff };
}

/**
 * This browser's push device when notifications are on here for the signed-in account, else undefined:
 * for settings that can send to "this device" (the daily horoscope), which are offered only then.
 */
export function usePushDeviceId(): number | undefined {
  const { state } = usePushOptIn();
  return state.kind === 'on' ? state.deviceId : undefined;
}
