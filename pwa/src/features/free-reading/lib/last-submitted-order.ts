import type { Order } from '@shared/schemas/order';

/**
 * The order just created by the free form, kept for this tab under sessionStorage `lastSubmittedOrder`:
 * the thank-you page shows it at once instead of fetching it again. The reader lives with
 * that page (features/confirmation/lib/last-submitted-order.ts), which declares the same key.
 */
export const LAST_SUBMITTED_ORDER_KEY = 'lastSubmittedOrder';

export function saveLastSubmittedOrder(order: Order): void {
  try {
    sessionStorage.setItem(LAST_SUBMITTED_ORDER_KEY, JSON.stringify(order));
  } catch (error) {
    // Storage full or disabled: the thank-you page falls back to fetching the order by its code.
    console.error('Could not keep the submitted order in session storage', error);
  }
}
