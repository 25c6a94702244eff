import { generateOrderNumber, generateRequestCode } from '@shared/domain/request-code';
import { isUniqueViolation } from '../../db/unique-violation';

export interface OrderCodes {
  requestCode: string;
  orderNumber: string;
}

const ATTEMPTS = 3;

/**
 * Runs a write that creates an order with a fresh request code and order number. The short order number
 * can clash with an existing one: the write (a whole transaction) is then retried with new codes.
 */
export async function withFreshOrderCodes<T>(write: (codes: OrderCodes) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write({ requestCode: generateRequestCode(), orderNumber: generateOrderNumber() });
    } catch (error) {
      if (attempt < ATTEMPTS && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
