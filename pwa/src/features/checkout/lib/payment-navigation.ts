import { isCatalogueProduct } from '@shared/domain/products';
import { paths } from '@/app/paths';

/** What the catalogue's order form tells the payment page (router state: never in the address). */
export interface PaymentNavigationState {
  /** The e-mail already has an account with a password, and nobody is signed in: ask them to log in. */
  accountExists: boolean;
}

export function accountExistsFrom(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<PaymentNavigationState>).accountExists === true;
}

/**
 * Where a paid order goes next, decided here only: a catalogue order to the dashboard (its questions
 * wait there under Needs Your Input); the funnel's reading on to `funnelHref` (the upsell from the
 * payment page, the thank-you page from the dialog). Unknown while the order loads: the funnel's way.
 */
export function afterPaymentHref(productId: number | undefined, funnelHref: string): string {
  return productId !== undefined && isCatalogueProduct(productId) ? paths.dashboard.href() : funnelHref;
}
