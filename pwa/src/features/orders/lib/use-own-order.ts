import { normalizeRequestCode } from '@shared/domain/request-code';
import type { CustomerOrder } from '@shared/schemas/order';
import { useCustomerOrders } from '../api/get-customer-orders';
import { useSignedIn } from '@/features/auth';

export type OwnOrder =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  /** Not one of the signed-in customer's orders (or no such order): the same answer either way. */
  | { state: 'missing' }
  | { state: 'found'; order: CustomerOrder };

/** An order id or request code from a path: which of the customer's orders it names, if any. */
function matches(param: string): (order: CustomerOrder) => boolean {
  if (/^[1-9][0-9]{0,9}$/.test(param)) return (order) => order.id === Number(param);
  const code = normalizeRequestCode(param);
  return (order) => code !== undefined && order.requestCode === code;
}

/**
 * One of the signed-in customer's orders, by the id or request code in a page's path. It is looked up
 * in the customer's own list (owner-only on the server), so another customer's order is simply missing.
 */
export function useOwnOrder(param: string | undefined, loginReason: string): OwnOrder {
  const signedIn = useSignedIn(loginReason);
  const orders = useCustomerOrders(signedIn.state === 'signed-in' ? signedIn.user.id : undefined);
  if (signedIn.state === 'failed') return { state: 'failed', retry: signedIn.retry };
  if (signedIn.state !== 'signed-in' || orders.isPending) return { state: 'loading' };
  if (orders.isError) return { state: 'failed', retry: () => void orders.refetch() };
  const order = param ? orders.data.find(matches(param)) : undefined;
  return order ? { state: 'found', order } : { state: 'missing' };
}
