import * as z from 'zod/mini';
import { normalizeRequestCode } from '@shared/domain/request-code';
import { orderSchema } from '@shared/schemas/order';
// The writer owns the key; reading it from there keeps one spelling of it.
import { LAST_SUBMITTED_ORDER_KEY } from '@/features/free-reading';

// Only what the submission page shows; the rest of the stored order is not relied upon.
const storedOrderSchema = z.pick(orderSchema, { requestCode: true, orderNumber: true, userName: true, email: true });
export type StoredOrder = z.infer<typeof storedOrderSchema>;

/** The order the visitor just submitted in this tab, if it is the one the page is about. */
export function readLastSubmittedOrder(code: string): StoredOrder | undefined {
  try {
    const raw = sessionStorage.getItem(LAST_SUBMITTED_ORDER_KEY);
    if (!raw) return undefined;
    const parsed = z.safeParse(storedOrderSchema, JSON.parse(raw));
    if (!parsed.success) return undefined;
    return normalizeRequestCode(parsed.data.requestCode) === code ? parsed.data : undefined;
  } catch {
    // Storage blocked (some private modes) or malformed JSON: the page falls back to fetching the order.
    return undefined;
  }
}
