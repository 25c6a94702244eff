/** What the catalogue's order form tells the payment page (router state: never in the address). */
export interface PaymentNavigationState {
  /** Placed by a visitor who is not signed in: tell them how the order reaches their dashboard. */
  placedSignedOut: boolean;
}

export function placedSignedOutFrom(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<PaymentNavigationState>).placedSignedOut === true;
}
