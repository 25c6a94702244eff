import { isCatalogueProduct } from '@shared/domain/products';
import { paths } from '@/app/paths';

/** What the catalogue's order form tells the payment page (router state: never in the address). */
export interface PaymentNavigationState {
  /** Placed by a visitor who is not signed in: tell them how the order reaches their dashboard. */
  placedSignedOut: boolean;
}

export function placedSignedOutFrom(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<PaymentNavigationState>).placedSignedOut === true;
}

/**
 * Where a paid order goes next, decided here only: a catalogue order to the dashboard (its questions
 * wait there under Needs Your Input); the funnel's reading on to `funnelHref` (the upsell from the
 * payment page, the thank-you page from the dialog). Unknown while the order loads: the funnel's way.
 */
export function afterPaymentHref(productId: number | undefined, funnelHref: string): string {
  return productId !== undefined && isCatalogueProduct(productId) ? paths.dashboard.href() : funnelHref;
}
