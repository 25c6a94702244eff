import type { Knex } from 'knex';
import type { PushMessage } from '@shared/schemas/push';
import type { RenderedMail } from '../mail/templates/layout';
import type { OutboxRepo } from './outbox.repo';
import type { PushSubscriptionsRepo } from './push-subscriptions.repo';

export const READY_KIND = 'reading-ready';

export interface ReadyNoticeInput {
  orderId: number;
  email: string;
  mail: RenderedMail;
  /** The push's words and the reading's path; the tag (one per order) is added here. */
  push: Omit<PushMessage, 'tag'>;
}

/**
 * "Your reading is ready": one e-mail, always, and one push per device the order's account
 * has when the notice is queued, all in the caller's transaction. A notice is an event numbered per
 * order, `reading-ready:{orderId}:{n}`: each row's dedupe key comes from it, so the same event queued
 * twice (two saves racing) adds nothing the second time.
 */
export function createReadyNotices({ outbox, subscriptions }: { outbox: OutboxRepo; subscriptions: PushSubscriptionsRepo }) {
  return {
    /**
     * Queues a new notice: the n-th for this order. The caller decides that there is news (a completion,
     * or staff asked to tell the customer again) and holds the reading's row, so `n` is not read twice.
     * Answers false when that event was queued already.
     */
    async queue(notice: ReadyNoticeInput, now: string, trx: Knex.Transaction): Promise<boolean> {
      const eventKey = `${READY_KIND}:${notice.orderId}:${(await outbox.countEvents(READY_KIND, notice.orderId, trx)) + 1}`;
      const mailed = await outbox.enqueueMail(
        { kind: READY_KIND, to: notice.email, orderId: notice.orderId, ...notice.mail, eventKey, dedupeKey: `${eventKey}:mail` },
        now,
        trx,
      );
      if (!mailed) return false;
      const message: PushMessage = { ...notice.push, tag: `order-${notice.orderId}` };
      const devices = await subscriptions.forOrderOwner(notice.orderId, trx);
      await outbox.enqueuePushes(
        devices.map((device) => ({ kind: READY_KIND, orderId: notice.orderId, userId: device.userId, subscriptionId: device.id, eventKey, dedupeKey: `${eventKey}:push:${device.id}`, message })),
        now,
        trx,
      );
      return true;
    },

    /** For staff: each order's latest notice, what its e-mail and pushes did. */
    latest: (orderIds: number[]) => outbox.latestNotices(READY_KIND, orderIds),
  };
}

export type ReadyNotices = ReturnType<typeof createReadyNotices>;
