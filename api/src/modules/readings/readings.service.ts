import type { Logger } from 'pino';
import { orderStatus } from '@shared/domain/order-lifecycle';
import { PRODUCT_IDS } from '@shared/domain/products';
import { paths } from '@shared/routes/page-paths';
import type { Order } from '@shared/schemas/order';
import type { FreeReadingInput, Reading } from '@shared/schemas/reading';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../http/errors';
import type { RateLimitRule, RateLimits } from '../../http/rate-limit';
import { inboxKey } from '../mail/inbox-key';
import type { NotificationWorker } from '../notifications/notification-worker';
import type { OutboxRepo } from '../notifications/outbox.repo';
import { confirmRequestMail } from '../mail/templates/confirm-request';
import { newOrderAnswer, withFreshOrderCodes } from '../orders/order-codes';
import { placedForAccount, type Placer } from '../orders/orders.service';
import type { OrderByCodeService } from '../orders/order-by-code.service';
import { notesFor, readingAccessFor, type Viewer } from '../orders/reading-access';
import type { OrdersRepo, RequestRecord } from '../orders/orders.repo';
import type { Fulfilment } from '../fulfilment/fulfilment';


/** A request-code answer's reading, its notes cut to what `viewer` may read. */
export function toReading(record: RequestRecord, viewer: Viewer): Reading {
  const reading = record.reading;
  // A reading comes from the free form, which always has a birthdate; a catalogue order has neither.
  if (!reading || record.birthdate === null) throw new NotFoundError();
  const access = readingAccessFor(viewer, record);
  return {
    requestCode: record.requestCode,
    name: record.customerName,
    email: record.email,
    birthdate: record.birthdate,
    question: reading.question,
    genderPreference: reading.genderPreference,
    soulmateTrait: reading.soulmateTrait,
    sketchUrl: reading.sketchUrl,
    sketchAlt: reading.sketchAlt,
    readingNotes: notesFor(reading.readingNotes, access),
    access,
    readingCompleted: reading.readingCompleted,
    confirmed: record.confirmedAt !== null,
    horoscopeSubscription: record.horoscopeSubscription,
    isPaid: record.isPaid,
    refundedAt: record.refundedAt,
    status: orderStatus({
      isPaid: record.isPaid,
      questionsCompleted: record.questionsCompleted,
      readingCompleted: reading.readingCompleted,
      refunded: record.refundedAt !== null,
    }),
    createdAt: record.createdAt,
  };
}

interface Deps {
  db: Database;
  orders: Pick<OrdersRepo, 'insertFreeRequest' | 'confirm' | 'latestUnconfirmedRequestFor'>;
  /** The order behind a code: a reading's page reads it, and subscribes it, as the order's page does. */
  byCode: Pick<OrderByCodeService, 'find' | 'subscribe'>;
  /** Opens the free reading as staff's work. */
  fulfilment: Pick<Fulfilment, 'requested'>;
  outbox: OutboxRepo;
  notifier: Pick<NotificationWorker, 'nudge'>;
  publicUrl: string;
  logger: Logger;
  rateLimits: RateLimits;
  /** Confirmation mails per recipient inbox (free form and resend form together). */
  mailsPerAddress: RateLimitRule;
}

export function createReadingsService({ db, orders, byCode, fulfilment, outbox, notifier, publicUrl, logger, rateLimits, mailsPerAddress }: Deps) {
  const confirmUrl = (code: string) => `${publicUrl}${paths.confirm.href(code)}`;

  // Per-client limits cannot stop many clients mailing one inbox (20 addresses, 300 mails in
  // a second). Past its share an address gets no more confirmation mail for the window, while the
  // visitor's answer stays the same: a different answer would tell a stranger which addresses are
  // being mailed, and refusing the request itself would let anyone block a person's free reading.
  // When the counters cannot be reached the request is refused (503) before anything is written: a
  // mail sent uncounted is one nothing stops.
  const mailsPerInbox = rateLimits.limiter('confirmation-mails', mailsPerAddress, { onStoreError: 'refuse' });
  async function mayMail(email: string): Promise<boolean> {
    if (await mailsPerInbox.allow(inboxKey(email))) return true;
    logger.warn('confirmation mail skipped: its address had its share of mails for this hour');
    return false;
  }

  return {
    /**
     * Accepts a free reading request: the order, the reading and the confirmation mail are written in
     * one transaction, so an accepted request always has its mail queued (and mail trouble never loses
     * a request), unless its address had its share of mails this hour (`mayMail`): the request is kept
     * and can be confirmed from a later mail. A clash of the random order number is retried. The request
     * belongs to `placedForAccount` until it is paid.
     */
    async createFreeReading(input: FreeReadingInput, placer: Placer, now = new Date()): Promise<Order> {
      // Decided once, before the retries: a retried insert is still one request and at most one mail.
      const sendMail = await mayMail(input.email);
      const nowIso = now.toISOString();
      const order = await withFreshOrderCodes(async ({ requestCode, orderNumber }) => {
        await db.knex.transaction(async (trx) => {
          const orderId = await orders.insertFreeRequest(
            {
              requestCode,
              orderNumber,
              productId: PRODUCT_IDS.freeSoulmateReading,
              userId: placedForAccount(placer, input.email),
              name: input.name,
              email: input.email,
              birthdate: input.birthdate,
              priceCents: 0,
              now: nowIso,
            },
            trx,
          );
          await fulfilment.requested(orderId, input, now, trx);
          if (!sendMail) return;
          const mail = confirmRequestMail({ name: input.name, confirmUrl: confirmUrl(requestCode) });
          await outbox.enqueueMail({ kind: 'confirm-request', to: input.email, orderId, ...mail }, nowIso, trx);
        });
        return newOrderAnswer({
          requestCode,
          orderNumber,
          productId: PRODUCT_IDS.freeSoulmateReading,
          name: input.name,
          email: input.email,
          birthdate: input.birthdate,
          priceCents: 0,
          createdAt: nowIso,
        });
      });
      if (sendMail) notifier.nudge();
      return order;
    },

    /** The reading behind a code, as much of it as `viewer` may read (orders/reading-access.ts). */
    async getReading(code: string, viewer: Viewer): Promise<Reading> {
      return toReading(await byCode.find(code), viewer);
    },

    /** Idempotent: the first confirmation's time is kept; confirming again answers the same reading. */
    async confirm(code: string, viewer: Viewer, now = new Date()): Promise<Reading> {
      const record = await byCode.find(code);
      if (!record.reading) throw new NotFoundError();
      if (record.confirmedAt === null) await orders.confirm(code, now.toISOString());
      return toReading(await byCode.find(code), viewer);
    },

    async subscribe(code: string, options: { timeZone?: string; now?: Date } = {}): Promise<RequestRecord> {
      return byCode.subscribe(code, options);
    },

    /**
     * Sends the newest unconfirmed request's link again, within the address's share of mails. Says
     * nothing about whether the address is known or was mailed: the caller answers the same either way.
     */
    async resendConfirmation(email: string, now = new Date()): Promise<void> {
      const pending = await orders.latestUnconfirmedRequestFor(email);
      if (!pending || !(await mayMail(email))) return;
      const mail = confirmRequestMail({ name: pending.customerName, confirmUrl: confirmUrl(pending.requestCode) });
      await outbox.enqueueMail({ kind: 'confirm-request', to: email, orderId: pending.id, ...mail }, now.toISOString());
      notifier.nudge();
    },
  };
}

export type ReadingsService = ReturnType<typeof createReadingsService>;
