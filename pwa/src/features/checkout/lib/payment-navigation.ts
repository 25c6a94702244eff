import { isCatalogueProduct } from '@shared/domain/products';
import type { Order } from '@shared/schemas/order';
import { paths } from '@/config/paths';

/**
 * Where a paid order goes next, decided here only:
 * - the funnel's reading: the one-time offer (`/upsell/{code}`), which leads on to onboarding and
 *   `/complete/{code}`; also while the order is still loading;
 * - a catalogue order: the dashboard when it is on the signed-in customer's account (a paid order joins
 *   the account of its e-mail; its questions wait there under Needs Your Input), otherwise the payment
 *   confirmation, `/payment-thank-you/{code}`: nobody who just paid lands on a login wall.
 * `signedInAs`: the signed-in customer's e-mail, if anyone is signed in.
 */
export function afterPaymentHref(code: string, order: Pick<Order, 'productId' | 'email'> | undefined, signedInAs: string | undefined): string {
  if (!order || !isCatalogueProduct(order.productId)) return paths.upsell.href(code);
  const onTheirAccount = signedInAs !== undefined && signedInAs.toLowerCase() === order.email.toLowerCase();
  return onTheirAccount ? paths.dashboard.href() : paths.paymentThankYou.href(code);
}
