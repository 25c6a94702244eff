import { orderStatus, readyBy } from '@shared/domain/order-lifecycle';
import { productEntry, productName } from '@shared/domain/products';
import type { CustomerOrder } from '@shared/schemas/order';
import type { Database } from '../../db/database';
import { toBoolean, toIso, toIsoOrNull, toTextOrNull } from '../../db/mappers';
import { param } from '../../db/prepared';
import { orderColumns, toOrderRecord } from './order-record';

/**
 * More orders than any customer places: the dashboard shows them all, and the cap only keeps one odd
 * account (a shared test address, say) from making a huge answer.
 */
const MAX_ORDERS = 500;

type Row = Record<string, unknown>;

function toCustomerOrder(row: Row): CustomerOrder {
  const order = toOrderRecord(row);
  const hasReading = row.reading_id !== null && row.reading_id !== undefined;
  // An order without a reading row (a bonus or catalogue order staff have not started) is not completed.
  const readingCompleted = hasReading && toBoolean(row.reading_completed);
  const status = orderStatus({
    isPaid: order.isPaid,
    questionsCompleted: order.questionsCompleted,
    readingCompleted,
    refunded: order.refundedAt !== null,
  });
  const { paymentDate } = order;
  // The work's due time, promised only while it is in preparation (none while waiting for answers).
  const dueAt = readyBy({ status, dueAt: hasReading ? toIsoOrNull(row.due_at) : null });
  return {
    id: order.id,
    requestCode: order.requestCode,
    orderNumber: order.orderNumber,
    productId: order.productId,
    // What the product is comes from the product registry.
    productName: productName(order.productId),
    productSlug: productEntry(order.productId)?.slug ?? '',
    productImageUrl: productEntry(order.productId)?.catalogue?.image ?? null,
    status,
    priceCents: order.priceCents,
    currency: 'USD',
    createdAt: order.createdAt,
    paymentDate,
    dueAt,
    completedAt: readingCompleted ? toIsoOrNull(row.completed_at) : null,
    refundedAt: order.refundedAt,
    // When a sketch reached the customer: its last upload, or the delivery that sent it (a free reading's).
    sketchSentAt: hasReading && row.sketch_url != null ? toIsoOrNull(row.sketch_updated_at ?? row.free_completed_at ?? row.completed_at) : null,
  };
}

/** The signed-in customer's orders for the dashboard, newest first (one statement, compiled once). */
export function createCustomerOrdersRepo(db: Database) {
  const byUser = db.prepare<Row>((knex) =>
    knex('orders as o')
      .leftJoin('readings as r', 'r.order_id', 'o.id')
      .select(
        ...orderColumns('o'),
        'r.id as reading_id', 'r.reading_completed', 'r.due_at', 'r.completed_at',
        'r.sketch_url', 'r.sketch_updated_at', 'r.free_completed_at',
      )
      .where('o.user_id', param('userId'))
      .orderBy([{ column: 'o.created_at', order: 'desc' }, { column: 'o.id', order: 'desc' }])
      .limit(MAX_ORDERS),
  );

  return {
    async forUser(userId: number): Promise<CustomerOrder[]> {
      return (await byUser.all({ userId })).map(toCustomerOrder);
    },

    /**
     * The account's latest order that has a birth date (a free reading or a paid one; catalogue orders
     * have none): the sign of its daily horoscope. Undefined when the account has no such order.
     */
    async latestWithBirthdate(userId: number): Promise<{ email: string; birthdate: string; createdAt: string } | undefined> {
      const row: Row | undefined = await db.knex('orders')
        .where('user_id', userId)
        .whereNotNull('birthdate')
        .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
        .first('email', 'birthdate', 'created_at');
      return row && { email: String(row.email), birthdate: toTextOrNull(row.birthdate)!, createdAt: toIso(row.created_at) };
    },
  };
}

export type CustomerOrdersRepo = ReturnType<typeof createCustomerOrdersRepo>;
