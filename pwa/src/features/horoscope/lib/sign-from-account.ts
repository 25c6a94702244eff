/**
 * The navigation state `/horoscope` sets when it opens the signed-in account's sign. That sign is the
 * account's, kept only with the account's own copy on this device (which goes when the account leaves
 * it): the sign page does not remember it as the device's hand-picked sign, which any later visitor of
 * this device would be taken to.
 */
export const FROM_ACCOUNT = { horoscopeSignFrom: 'account' } as const;

export function openedFromAccount(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { horoscopeSignFrom?: unknown }).horoscopeSignFrom === 'account';
}
