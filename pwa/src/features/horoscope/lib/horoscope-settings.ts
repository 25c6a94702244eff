import type { ZodiacSignId } from '@shared/domain/zodiac';
import type { HoroscopeSettings, HoroscopeSettingsChange } from '@shared/schemas/horoscope';
import { errorMessage, hasErrorCode } from '@/lib/error-messages';
import { serverFieldErrors } from '@/lib/form-errors';

/** The hour the daily horoscope arrives, in the subscriber's own zone (the server's due rule). */
export const ARRIVES_AT = '7:00';

/**
 * When the horoscope comes, in words. It comes at 07:00 in the zone stored with the subscription: when
 * that is not this device's zone (set from another device, or the customer travelled), the words name
 * the zone, so "your time" never means a time it is not.
 */
export function arrivalWords(storedZone: string | null, deviceZone: string): string {
  if (!storedZone || storedZone === deviceZone) return `Every morning at ${ARRIVES_AT} your time.`;
  return `Every morning at ${ARRIVES_AT}, ${storedZone.replace(/_/g, ' ')} time.`;
}

/**
 * Turning it on sends the device's zone, so the 07:00 is the customer's where they are; turning it off
 * sends nothing else.
 */
export function switchChange(on: boolean, deviceZone: string): HoroscopeSettingsChange {
  return on ? { subscribed: true, timeZone: deviceZone } : { subscribed: false };
}

/** Whether this device (one of the account's push devices, or none) receives the horoscope as a notification. */
export function deviceReceives(settings: Pick<HoroscopeSettings, 'pushDeviceIds'>, deviceId: number | undefined): boolean {
  return deviceId !== undefined && settings.pushDeviceIds.includes(deviceId);
}

/**
 * Where `/horoscope` takes the visitor, from what is known so far:
 * - signed in: the account's sign (from its settings, or their offline copy), once known; while the
 *   answer is awaited, nothing moves, so the page does not jump from a remembered sign to another;
 * - otherwise, or when the account has no sign (or its settings cannot be had): the sign this device
 *   chose by hand, as for any visitor; none keeps the picker.
 * `fromAccount` marks the account's sign, which is not remembered as a sign chosen on this device.
 */
export type PickerDestination = { kind: 'wait' } | { kind: 'stay' } | { kind: 'go'; sign: ZodiacSignId; fromAccount: boolean };

export function pickerDestination({
  signedIn,
  accountSign,
  remembered,
}: {
  signedIn: boolean;
  /** The account's sign: undefined while it is asked for, null when there is none or it cannot be had. */
  accountSign: ZodiacSignId | null | undefined;
  remembered: ZodiacSignId | undefined;
}): PickerDestination {
  if (signedIn && accountSign === undefined) return { kind: 'wait' };
  if (signedIn && accountSign) return { kind: 'go', sign: accountSign, fromAccount: true };
  return remembered ? { kind: 'go', sign: remembered, fromAccount: false } : { kind: 'stay' };
}

const CHANGE_FAILED = 'Your daily horoscope could not be changed. Please try again.';

/**
 * A refused change in words. The server words the refusals that are about this account's settings: a
 * horoscope left on with no way to arrive (its reason is the field's message), a device that is not
 * this account's. `no_birth_date` is not worded here: the page explains it with the way to a reading.
 */
export function changeProblem(error: unknown): string | undefined {
  if (!error || hasErrorCode(error, 'no_birth_date')) return undefined;
  return serverFieldErrors(error)[0]?.[1] ?? errorMessage(error, CHANGE_FAILED, { serverWords: ['not_found', 'conflict'] });
}
