import type { OrderStatus } from '@shared/domain/order-lifecycle';
import { questionnaireFor, type QuestionnaireId } from '@shared/domain/questionnaire-path';
import { normalizeRequestCode } from '@shared/domain/request-code';
import type { CustomerOrder, Order } from '@shared/schemas/order';
import { useCustomerOrders } from '@/features/orders';
import { useSignedIn } from '@/features/auth';
import { useOrder } from '@/features/readings';
import { loadErrorKind } from '@/lib/load-error';

/** What the page's `:id` names: an order id (its owner's pages) or a request code (also its holder's). */
export type OrderRef = { kind: 'id'; id: number; text: string } | { kind: 'code'; code: string; text: string };

export function parseOrderRef(param: string | undefined): OrderRef | 'missing' | 'invalid' {
  const text = param?.trim();
  if (!text) return 'missing';
  if (/^[1-9][0-9]{0,9}$/.test(text)) return { kind: 'id', id: Number(text), text };
  const code = normalizeRequestCode(text);
  return code ? { kind: 'code', code, text: code } : 'invalid';
}

/** What the page shows of the order beside the questions. */
export interface OrderSummary {
  productName?: string;
  orderNumber: string;
  createdAt: string;
  status?: OrderStatus;
}

export type QuestionnaireOrder =
  | { state: 'no-id' }
  | { state: 'loading' }
  /** No such order, or not this customer's: the same answer either way. */
  | { state: 'missing' }
  | { state: 'failed'; retry: () => void }
  | {
      state: 'ready';
      ref: OrderRef;
      /** The same order's other names (id, code), so a submission under either shows here. */
      alsoKnownAs: string[];
      questionnaireId: QuestionnaireId;
      /** Undefined when the server cannot be reached: the questions still open, answers wait on the device. */
      order?: OrderSummary;
      /** The server already has this order's answers (it is in progress or done). */
      answered: boolean;
    };

function fromCustomerOrder(order: CustomerOrder): OrderSummary {
  return { productName: order.productName, orderNumber: order.orderNumber, createdAt: order.createdAt, status: order.status };
}

function fromCodeOrder(order: Order): OrderSummary {
  return { orderNumber: order.orderNumber, createdAt: order.createdAt };
}

function matches(ref: OrderRef): (order: CustomerOrder) => boolean {
  return ref.kind === 'id' ? (order) => order.id === ref.id : (order) => order.requestCode === ref.code;
}

const LOGIN_REASON = 'Please log in to complete your questionnaire';

/**
 * The order a questionnaire page is for. A signed-in customer's own order comes from their orders list
 * (`GET /api/users/:userId/orders`, kept for offline use); a request code is also looked up on its own
 * (`GET /api/orders/code/:code`), for funnel customers who are not signed in. A numeric id needs a
 * session. The questionnaire is the order's product's; the page's own is the fallback when the order
 * cannot be loaded (offline), so the customer can still answer.
 */
export function useQuestionnaireOrder(param: string | undefined, pageQuestionnaire: QuestionnaireId): QuestionnaireOrder {
  const parsed = parseOrderRef(param);
  const ref = typeof parsed === 'object' ? parsed : undefined;
  const signedIn = useSignedIn(LOGIN_REASON, { required: ref?.kind !== 'code' });
  const user = signedIn.state === 'signed-in' ? signedIn.user : undefined;
  const orders = useCustomerOrders(ref && user ? user.id : undefined);
  const own = ref && orders.data?.find(matches(ref));
  const ownListSettled = user !== undefined && (orders.data !== undefined || orders.isError);
  const askByCode = ref?.kind === 'code' && !own && (signedIn.state === 'signed-out' || signedIn.state === 'failed' || ownListSettled);
  const byCode = useOrder(ref?.kind === 'code' ? ref.code : undefined, { enabled: askByCode });

  if (parsed === 'missing') return { state: 'no-id' };
  if (parsed === 'invalid') return { state: 'missing' };

  const ready = (productId: number | undefined, order: OrderSummary | undefined, alsoKnownAs: string[] = []) =>
    ({
      state: 'ready',
      ref: parsed,
      alsoKnownAs: alsoKnownAs.filter((name) => name !== parsed.text),
      questionnaireId: productId === undefined ? pageQuestionnaire : questionnaireFor(productId).id,
      order,
      answered: order?.status === 'in_progress' || order?.status === 'completed',
    }) as const;

  if (own) return ready(own.productId, fromCustomerOrder(own), [String(own.id), own.requestCode]);
  if (parsed.kind === 'id') {
    if (signedIn.state === 'failed') return { state: 'failed', retry: signedIn.retry };
    if (!user || orders.isPending) return { state: 'loading' };
    if (orders.isError) return { state: 'failed', retry: () => void orders.refetch() };
    return { state: 'missing' };
  }
  if (!askByCode) return { state: 'loading' };
  if (byCode.data) return ready(byCode.data.productId, fromCodeOrder(byCode.data));
  // The browser says offline (the query waits for a network): answer now, send later.
  if (byCode.fetchStatus === 'paused') return ready(undefined, undefined);
  if (byCode.isPending) return { state: 'loading' };
  switch (loadErrorKind(byCode.error)) {
    case 'not-found':
      return { state: 'missing' };
    case 'offline':
      return ready(undefined, undefined);
    default:
      return { state: 'failed', retry: () => void byCode.refetch() };
  }
}
