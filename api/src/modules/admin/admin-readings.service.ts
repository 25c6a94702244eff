import * as z from 'zod/mini';
import { isOverdue, workStatus, type WorkStatus } from '@shared/domain/order-lifecycle';
import { stringifyPremium } from '@shared/domain/premium-content';
import { isFunnelReading } from '@shared/domain/products';
import { bringsNewRecording, readingViewHref } from '@shared/domain/reading-content';
import { paths } from '@shared/routes/page-paths';
import { readingUpdateSchemaFor, type AdminReading, type AdminReadingsPage, type AdminReadingUpdate, type AdminTab, type PremiumContent } from '@shared/schemas/admin';
import type { Database } from '../../db/database';
import { NotFoundError, ValidationError } from '../../http/errors';
import type { Fulfilment } from '../fulfilment/fulfilment';
import type { NotificationWorker } from '../notifications/notification-worker';
import type { ReadyNotices } from '../notifications/ready-notice';
import type { StaffAnswers } from '../questionnaires/staff-view';
import { readingReadyMail } from '../mail/templates/reading-ready';
import type { AdminReadingRecord, StaffQueueRepo } from '../orders/staff-queue.repo';

export const PREMIUM_UNPAID_MESSAGE = 'Premium content is only for paid readings: this order is not paid.';

export interface ListQuery {
  tab: AdminTab;
  search?: string;
  page: number;
  pageSize: number;
}

interface Deps {
  db: Database;
  repo: StaffQueueRepo;
  readyNotices: ReadyNotices;
  notifier: Pick<NotificationWorker, 'nudge'>;
  publicUrl: string;
  /** Each order's questionnaire answers, in the questionnaire's words. */
  answers: StaffAnswers;
  /** Staff's save delivers the work through the lifecycle's one writer of work items. */
  fulfilment: Pick<Fulfilment, 'delivered'>;
}

/** The item's stage in the order lifecycle: waiting for answers, owed, delivered, or refunded. */
function statusOf(record: AdminReadingRecord): WorkStatus {
  return workStatus({ isPaid: record.isPaid, questionsCompleted: record.questionsCompleted, readingCompleted: record.readingCompleted, refunded: record.refund?.status === 'refunded' });
}

export function toAdminReading(
  record: AdminReadingRecord,
  now: Date,
  questionnaire: AdminReading['questionnaire'] = null,
  readyNotice: AdminReading['readyNotice'] = null,
): AdminReading {
  const { questionsCompleted: _questionsCompleted, ...reading } = record;
  return { ...reading, status: statusOf(record), overdue: isOverdue(record, now), questionnaire, readyNotice };
}

/** The filled-in premium fields only; null when none is filled. */
function filledPremium(premium: PremiumContent | undefined): PremiumContent | null | undefined {
  if (premium === undefined) return undefined;
  const filled = Object.fromEntries(Object.entries(premium).filter(([, value]) => typeof value === 'string' && value !== ''));
  return Object.keys(filled).length > 0 ? (filled as PremiumContent) : null;
}

/**
 * The page that shows a finished item to its holder: the free reading's page while unpaid, else its
 * product's own view (shared/domain/reading-content.ts: the premium reading, its variant, or the audio
 * player), which the owner opens after logging in.
 */
export function readingLink(publicUrl: string, item: Pick<AdminReadingRecord, 'productId' | 'requestCode' | 'isPaid'>): string {
  return publicUrl + (item.isPaid ? readingViewHref(item.productId, item.requestCode) : paths.firstReading.href(item.requestCode));
}

/**
 * What the product asks of a save (its sketch, notes and own fields; paid work, its required sections
 * filled): the editor checks the same schema. Refused, nothing is written and nobody is told.
 */
function checkForProduct(item: Pick<AdminReadingRecord, 'productId' | 'isPaid' | 'premium'>, input: AdminReadingUpdate): void {
  // Premium fields left out are kept: the check then reads the stored ones.
  const saved = input.premium === undefined && item.isPaid ? { ...input, premium: item.premium ?? {} } : input;
  const checked = z.safeParse(readingUpdateSchemaFor(item.productId, { paid: item.isPaid }), saved);
  if (!checked.success) throw ValidationError.fromZod(checked.error);
}

/** A field left blank is none. */
const blankToNull = (value: string | undefined): string | null => value || null;

export function createAdminReadingsService({ db, repo, readyNotices, notifier, publicUrl, answers, fulfilment }: Deps) {
  /** Each record with its order's questionnaire answers and its latest "ready" notice (what was sent). */
  async function withAnswers(records: AdminReadingRecord[], now: Date): Promise<AdminReading[]> {
    const orderIds = records.map((record) => record.orderId);
    const [byOrder, notices] = await Promise.all([answers(orderIds), readyNotices.latest(orderIds)]);
    return records.map((record) => toAdminReading(record, now, byOrder.get(record.orderId), notices.get(record.orderId)));
  }

  return {
    /**
     * The staff queue: pending readings by due time (so overdue ones come first), then completed ones
     * newest first. Without a search the page is cut from the two halves by the pending count, each
     * read along its own index; a search scans anyway and sorts its matches in one query. Counts and
     * page are separate reads: a save in between may shift a row by one, which a refresh mends.
     */
    async list(query: ListQuery, now = new Date()): Promise<AdminReadingsPage> {
      // U+0000 cannot be in any stored text (and PostgreSQL refuses it in a query).
      const search = query.search?.replaceAll('\u0000', '').trim() || undefined;
      const { pending, completed, waiting } = await repo.counts(search);
      const withDue = pending - waiting;
      const counts = { all: pending + completed, pending, completed };
      const total = counts[query.tab];
      const { pageSize } = query;
      const offset = (query.page - 1) * pageSize;
      const part = query.tab === 'all' ? undefined : query.tab;

      let ids: number[] = [];
      if (offset >= total) ids = [];
      else if (search) ids = await repo.searchPageIds(search, part, pageSize, offset);
      else if (part) ids = await repo.pageIds(part, pageSize, offset, withDue);
      else {
        if (offset < pending) ids = await repo.pageIds('pending', pageSize, offset, withDue);
        if (ids.length < pageSize) ids = ids.concat(await repo.pageIds('completed', pageSize - ids.length, Math.max(0, offset - pending)));
      }
      const items = await withAnswers(await repo.findByIds(ids), now);
      return { items, total, page: query.page, pageSize, counts };
    },

    /**
     * Saves the staff's work: sketch, alt text, notes and (paid orders only) the premium fields, marks
     * the reading completed (keeping the first completion time) and, when it was not completed yet,
     * queues the "reading ready" notice (e-mail, and a push to each of the account's devices) in the
     * same transaction, so a completed reading always has its notice. A re-save of a completed reading
     * tells the customer again only with `notifyAgain`. Premium fields left out are kept.
     */
    async complete(id: number, input: AdminReadingUpdate, now = new Date()): Promise<AdminReading> {
      const nowIso = now.toISOString();
      const premium = filledPremium(input.premium);
      const queued = await db.knex.transaction(async (trx) => {
        // Two saves of one reading queue one notice: the second waits here and then sees it completed.
        await repo.lockForUpdate(id, trx);
        const current = await repo.findById(id, trx);
        if (!current) throw new NotFoundError('There is no reading with that id.');
        if (premium && !current.isPaid) throw new ValidationError({ premium: [PREMIUM_UNPAID_MESSAGE] });
        checkForProduct(current, input);
        const replaced = current.isPaid && bringsNewRecording(current.productId, current.premium, premium);
        const sketchUrl = blankToNull(input.sketchUrl);
        const kept = current.isPaid ? premium : undefined;
        await fulfilment.delivered(
          id,
          {
            sketchUrl,
            sketchAlt: blankToNull(input.sketchAlt),
            readingNotes: blankToNull(input.readingNotes),
            premiumJson: kept && stringifyPremium(kept),
            sketchChanged: current.sketchUrl !== sketchUrl,
            now: nowIso,
          },
          { status: statusOf(current), withoutAnswers: input.deliverWithoutAnswers === true },
          trx,
        );
        // A completion is news, and so is a new recording; a re-save (a typo fixed) is not, unless staff ask.
        if (current.readingCompleted && !input.notifyAgain && !replaced) return false;
        // A refunded order's customer was told of the refund: "your reading is ready" would contradict it.
        if (statusOf(current) === 'refunded') return false;
        const mail = readingReadyMail({
          name: current.name,
          url: readingLink(publicUrl, current),
          paid: current.isPaid,
          // The soulmate reading has its own words; other products are named.
          productName: isFunnelReading(current.productId) ? undefined : current.productName,
          personalised: replaced,
        });
        const push = { title: mail.subject, body: 'Tap to open it.', url: readingLink('', current) };
        return readyNotices.queue({ orderId: current.orderId, email: current.email, mail, push }, nowIso, trx);
      });
      if (queued) notifier.nudge();
      const saved = await repo.findById(id);
      if (!saved) throw new NotFoundError('There is no reading with that id.');
      return (await withAnswers([saved], now))[0]!;
    },
  };
}

export type AdminReadingsService = ReturnType<typeof createAdminReadingsService>;
