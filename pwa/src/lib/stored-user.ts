import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/**
 * The browser's copy of who is signed in, under localStorage `user`: only
 * id, username and name, for the UI. The session itself is an httpOnly cookie; this copy decides what
 * the frame shows (Login versus My Dashboard / Logout) and prefills the free reading form.
 *
 * Anything that does not parse is treated as "signed out" and removed, so one bad write (an older
 * version, a hand edit, a full quota) cannot break every page.
 */
export const STORED_USER_KEY = 'user';
/**
 * Where older versions kept the customer's readings list. Its request codes are bearer secrets
 * (anyone holding one opens the reading), so it is never written any more, and removed wherever it is still found.
 */
export const LEGACY_READINGS_KEY = 'readings';

export interface StoredUser {
  id: number | string;
  /** The e-mail address the customer logs in with. */
  username: string;
  /** Optional for the UI: a missing or odd name shows as none rather than signing the user out. */
  name: string;
}

/**
 * Checked by hand rather than with a zod schema: the header reads this on every page, and zod's
 * checker would add several KB to the landing page's first load for three fields.
 */
function toStoredUser(value: unknown): StoredUser | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, username, name } = value as Record<string, unknown>;
  const validId = (typeof id === 'number' && Number.isInteger(id)) || (typeof id === 'string' && id.length > 0);
  if (!validId || typeof username !== 'string' || username.length === 0) return undefined;
  return { id: id as number | string, username, name: typeof name === 'string' ? name : '' };
}

/** Fired in this tab after a write; the 'storage' event only reaches the other tabs. */
export const STORED_USER_CHANGE_EVENT = 'soulsketch:stored-user';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Storage disabled by the browser's privacy settings.
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(STORED_USER_KEY) ?? null;
  } catch {
    return null;
  }
}

function parseStoredUser(raw: string | null): StoredUser | undefined {
  if (raw === null) return undefined;
  try {
    return toStoredUser(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

function notify(): void {
  window.dispatchEvent(new Event(STORED_USER_CHANGE_EVENT));
}

/** The stored user, or undefined when there is none; corrupt data is removed on the way. */
export function readStoredUser(): StoredUser | undefined {
  const raw = readRaw();
  const user = parseStoredUser(raw);
  if (raw !== null && !user) removeKeys([STORED_USER_KEY]);
  return user;
}

export function writeStoredUser(user: StoredUser): void {
  const before = readStoredUser();
  try {
    const valid = toStoredUser(user);
    if (!valid) throw new TypeError('Not a stored user');
    storage()?.setItem(STORED_USER_KEY, JSON.stringify(valid));
  } catch (error) {
    // A full or disabled storage only costs the UI hint; the session cookie still signs the user in.
    console.error('Could not store the signed-in user', error);
  }
  // Someone else signed in on this device: what the last account left here goes, as at a sign-out.
  if (before && String(before.id) !== String(user.id)) forgetOnThisDevice();
  notify();
}

/**
 * What acts when this browser stops holding the account (a sign-out, a session found ended, someone else
 * signing in) or the API refuses its session: the app has the device store forget what the account left
 * here (main.tsx, lib/device/forget.ts). A listener rather than an import: this module is in every page's
 * first load and the device store is not, and the store itself asks this module whose the device is.
 */
let accountLeft: () => void = () => undefined;

export function whenAccountLeaves(listener: () => void): void {
  accountLeft = listener;
}

function forgetOnThisDevice(): void {
  accountLeft();
}

/**
 * The API refused this browser's session (session-refused.ts). If the browser holds a signed-in user, the
 * server no longer knows it as that account: what the account left on this device goes.
 */
export function noteSessionRefused(): void {
  if (readStoredUser()) forgetOnThisDevice();
}

function removeKeys(keys: string[]): void {
  try {
    for (const key of keys) storage()?.removeItem(key);
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}

/** Removes the stored user only. */
export function clearStoredUser(): void {
  removeKeys([STORED_USER_KEY]);
  notify();
}

/**
 * A logout the customer asked for is under way: screens that need a session must not answer it with
 * "You need to log in" while the router still shows them (navigations run as transitions, so the page
 * being left renders once more without a session before the login page appears).
 */
let signingOutUntil = 0;
export function noteSigningOut(): void {
  signingOutUntil = Date.now() + 5_000;
}
export function isSigningOut(): boolean {
  return Date.now() < signingOutUntil;
}

/**
 * Logging out, or a session found ended: the stored user goes, with any readings list an older version
 * left behind, and what the account left on this device (forgetOnThisDevice), so every way out of an
 * account forgets it here.
 */
export function clearStoredSession(): void {
  removeKeys([STORED_USER_KEY, LEGACY_READINGS_KEY]);
  notify();
  forgetOnThisDevice();
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key === null || event.key === STORED_USER_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(STORED_USER_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(STORED_USER_CHANGE_EVENT, onChange);
  };
}

/**
 * The stored user for rendering. Other tabs and this tab's writes update it through events; reading
 * the location makes every route change re-render and so re-read storage (the user is "re-checked on
 * each route change"), which also catches writes made by code that bypassed `writeStoredUser`.
 */
export function useStoredUser(): StoredUser | undefined {
  useLocation();
  // The raw string is the snapshot: it compares by value, so an unchanged entry does not re-render.
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const user = useMemo(() => parseStoredUser(raw), [raw]);
  useEffect(() => {
    if (raw !== null && !user) removeKeys([STORED_USER_KEY]);
    // An older version stored more (a role, readings, request codes): keep only the three fields.
    if (user && raw !== JSON.stringify(user)) writeStoredUser(user);
    removeKeys([LEGACY_READINGS_KEY]);
  }, [raw, user]);
  return user;
}
