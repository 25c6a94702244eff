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

/**
 * Told of every horoscope subscribe request made from an order's or a reading's page. The daily
 * horoscope module decides what it may do (a request code proves nothing about the address: at most a
 * mail asking its inbox to confirm); it sits beside this one, so the container passes its function in
 * and neither module imports the other.
 */
export type HoroscopeSubscriber = (record: RequestRecord, options: { timeZone?: string; now: Date }) => Promise<void>;

interface Deps {
  orders: Pick<OrdersRepo, 'requestByCode' | 'subscribe'>;
  onSubscribe?: HoroscopeSubscriber;
}

/** The order behind a request code, for the order pages and the reading pages built on them. */
export function createOrderByCodeService({ orders, onSubscribe }: Deps) {
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

    /**
     * The horoscope subscribe request, from the order's page or its reading's: the order's flag (asked
     * for, whatever came of it), then the request to the daily horoscope module (in `timeZone`, from
     * the browser), which only ever mails the address a link to confirm. The answer is the same
     * whatever the address's state, so it tells the code's holder nothing about it.
     */
    async subscribe(code: string, options: { timeZone?: string; now?: Date } = {}): Promise<RequestRecord> {
      const now = options.now ?? new Date();
      if (!(await orders.subscribe(code, now.toISOString()))) throw new NotFoundError();
      const record = await find(code);
      await onSubscribe?.(record, { timeZone: options.timeZone, now });
      return record;
    },
  };
}

export type OrderByCodeService = ReturnType<typeof createOrderByCodeService>;
