import { generateOrderNumber, generateRequestCode } from '@shared/domain/request-code';
import type { Order } from '@shared/schemas/order';
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

/** The answer for an order just placed (unpaid, nothing done yet), from what the insert wrote. */
export function newOrderAnswer(fields: OrderCodes & { productId: number; name: string; email: string; birthdate: string | null; priceCents: number; createdAt: string }): Order {
  return {
    requestCode: fields.requestCode,
    orderNumber: fields.orderNumber,
    productId: fields.productId,
    userName: fields.name,
    email: fields.email,
    birthdate: fields.birthdate,
    priceCents: fields.priceCents,
    currency: 'USD',
    isPaid: false,
    paymentDate: null,
    readingCompleted: false,
    confirmed: false,
    horoscopeSubscription: false,
    createdAt: fields.createdAt,
    refundedAt: null,
  };
}
