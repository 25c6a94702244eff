import { asksQuestions } from '@shared/domain/products';
import type { Knex } from 'knex';
import type { Database } from '../../db/database';

export interface NewCatalogueOrder {
  requestCode: string;
  orderNumber: string;
  productId: number;
  userId: number;
  name: string;
  email: string;
  priceCents: number;
  now: string;
}

/** Queries on `orders` (the other modules' order queries move here over time). */
export function createOrdersRepo(_db: Database) {
  return {
    /**
     * An unpaid catalogue order at the price it is sold at. Its questions are still to be answered (after
     * payment, the dashboard asks for them); there is no e-mail to confirm: the visitor placed it.
     */
    async insertCatalogueOrder(input: NewCatalogueOrder, executor: Knex.Transaction): Promise<number> {
      const [row] = await executor('orders')
        .insert({
          request_code: input.requestCode,
          order_number: input.orderNumber,
          product_id: input.productId,
          user_id: input.userId,
          customer_name: input.name,
          email: input.email,
          birthdate: null,
          price_cents: input.priceCents,
          currency: 'USD',
          is_paid: false,
          questions_completed: !asksQuestions(input.productId),
          horoscope_subscription: false,
          created_at: input.now,
          updated_at: input.now,
        })
        .returning('id');
      return Number(typeof row === 'object' ? row.id : row);
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
