import type { Order, OrderWithReading } from '@shared/schemas/order';
import { NotFoundError } from '../../http/errors';
import type { OrdersRepo, RequestRecord } from './orders.repo';
import { notesFor, readingAccessFor, type Viewer } from './reading-access';

export function toOrder(record: RequestRecord): Order {
  return {
    requestCode: record.requestCode,
    orderNumber: record.orderNumber,
    productId: record.productId,
    userName: record.customerName,
    email: record.email,
    birthdate: record.birthdate,
    priceCents: record.priceCents,
    currency: 'USD',
    isPaid: record.isPaid,
    paymentDate: record.paymentDate,
    readingCompleted: record.readingCompleted,
    confirmed: record.confirmedAt !== null,
    horoscopeSubscription: record.horoscopeSubscription,
    createdAt: record.createdAt,
    refundedAt: record.refundedAt,
  };
}

/** The order page's answer: the order, and its free reading (if any) with the notes `viewer` may read. */
export function toOrderWithReading(record: RequestRecord, viewer: Viewer): OrderWithReading {
  const { reading, birthdate } = record;
  const access = readingAccessFor(viewer, record);
  return {
    order: toOrder(record),
    // Only free-form requests have a reading (and always a birthdate); catalogue orders have neither.
    freeSoulmateReading: reading && birthdate !== null ? {
      question: reading.question,
      sketchUrl: reading.sketchUrl,
      readingNotes: notesFor(reading.readingNotes, access),
      access,
      genderPreference: reading.genderPreference,
      soulmateTrait: reading.soulmateTrait,
      birthdate,
    } : null,
  };
}

interface Deps {
  orders: Pick<OrdersRepo, 'requestByCode' | 'subscribe'>;
}

/** The order behind a request code, for the order pages and the reading pages built on them. */
export function createOrderByCodeService({ orders }: Deps) {
  /** One answer for "never existed", "malformed" and "not yours": a code opens its request or nothing. */
  async function find(code: string): Promise<RequestRecord> {
    const record = await orders.requestByCode(code);
    if (!record) throw new NotFoundError();
    return record;
  }

  return {
    find,

    async getOrderWithReading(code: string, viewer: Viewer): Promise<OrderWithReading> {
      return toOrderWithReading(await find(code), viewer);
    },

    async getOrder(code: string): Promise<RequestRecord> {
      return find(code);
    },

    /** The horoscope subscription, from the order's page or its reading's. */
    async subscribe(code: string, now = new Date()): Promise<RequestRecord> {
      if (!(await orders.subscribe(code, now.toISOString()))) throw new NotFoundError();
      return find(code);
    },
  };
}

export type OrderByCodeService = ReturnType<typeof createOrderByCodeService>;
