import { PRODUCT_IDS } from '@shared/domain/products';
import { paths } from '@shared/routes/page-paths';
import type { AdminReading, AdminReadingsPage, AdminReadingUpdate, AdminTab, PremiumContent, WorkStatus } from '@shared/schemas/admin';
import type { Database } from '../../db/database';
import { NotFoundError, ValidationError } from '../../http/errors';
import type { MailWorker } from '../mail/mail-worker';
import type { OutboxRepo } from '../mail/outbox.repo';
import { readingReadyMail } from '../mail/templates/reading-ready';
import type { AdminReadingRecord, AdminReadingsRepo } from './admin-readings.repo';

export const PREMIUM_UNPAID_MESSAGE = 'Premium content is only for paid readings: this order is not paid.';

export interface ListQuery {
  tab: AdminTab;
  search?: string;
  page: number;
  pageSize: number;
}

interface Deps {
  db: Database;
  repo: AdminReadingsRepo;
  outbox: OutboxRepo;
  mailWorker: Pick<MailWorker, 'nudge'>;
  publicUrl: string;
}

/** Owed, delivered, or refunded: a refund closes an item whether or not it was delivered. */
function workStatus(record: AdminReadingRecord): WorkStatus {
  if (record.refund?.status === 'refunded') return 'refunded';
  return record.readingCompleted ? 'completed' : 'in_progress';
}

export function toAdminReading(record: AdminReadingRecord, now: Date): AdminReading {
  return { ...record, status: workStatus(record), overdue: !record.readingCompleted && new Date(record.dueAt).getTime() < now.getTime() };
}

/** The filled-in premium fields only; null when none is filled. */
function filledPremium(premium: PremiumContent | undefined): PremiumContent | null | undefined {
  if (premium === undefined) return undefined;
  const filled = Object.fromEntries(Object.entries(premium).filter(([, value]) => typeof value === 'string' && value !== ''));
  return Object.keys(filled).length > 0 ? (filled as PremiumContent) : null;
}

const isSoulmateReading = (productId: number) => productId === PRODUCT_IDS.freeSoulmateReading || productId === PRODUCT_IDS.premiumSoulmateReading;

/**
 * The page that shows a finished item to its holder: the free reading's page or the premium reading (by
 * request code) for the soulmate reading; the order's result page (by order id, owner only) for bonus,
 * upsell and catalogue orders.
 */
export function readingLink(publicUrl: string, item: Pick<AdminReadingRecord, 'productId' | 'requestCode' | 'orderId' | 'isPaid'>): string {
  if (!isSoulmateReading(item.productId)) return publicUrl + paths.readingResult.href(item.orderId);
  return publicUrl + (item.isPaid ? paths.premiumReading : paths.firstReading).href(item.requestCode);
}

export function createAdminReadingsService({ db, repo, outbox, mailWorker, publicUrl }: Deps) {
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
      const { pending, completed } = await repo.counts(search);
      const counts = { all: pending + completed, pending, completed };
      const total = counts[query.tab];
      const { pageSize } = query;
      const offset = (query.page - 1) * pageSize;
      const part = query.tab === 'all' ? undefined : query.tab;

      let ids: number[] = [];
      if (offset >= total) ids = [];
      else if (search) ids = await repo.searchPageIds(search, part, pageSize, offset);
      else if (part) ids = await repo.pageIds(part, pageSize, offset);
      else {
        if (offset < pending) ids = await repo.pageIds('pending', pageSize, offset);
        if (ids.length < pageSize) ids = ids.concat(await repo.pageIds('completed', pageSize - ids.length, Math.max(0, offset - pending)));
      }
      const items = (await repo.findByIds(ids)).map((record) => toAdminReading(record, now));
      return { items, total, page: query.page, pageSize, counts };
    },

    /**
     * Saves the staff's work: sketch, alt text, notes and (paid orders only) the premium fields, marks
     * the reading completed (keeping the first completion time) and queues the "reading ready" mail in
     * the same transaction, so a completed reading always has its mail. Every save tells the customer:
     * a re-save after the order was paid sends the premium link. Premium fields left out are kept.
     */
    async complete(id: number, input: AdminReadingUpdate, now = new Date()): Promise<AdminReading> {
      const nowIso = now.toISOString();
      const premium = filledPremium(input.premium);
      await db.knex.transaction(async (trx) => {
        const current = await repo.findById(id, trx);
        if (!current) throw new NotFoundError('There is no reading with that id.');
        if (premium && !current.isPaid) throw new ValidationError({ premium: [PREMIUM_UNPAID_MESSAGE] });
        await repo.complete(
          id,
          {
            sketchUrl: input.sketchUrl,
            sketchAlt: input.sketchAlt,
            readingNotes: input.readingNotes,
            premium: current.isPaid ? premium : undefined,
            sketchChanged: current.sketchUrl !== input.sketchUrl,
            now: nowIso,
          },
          trx,
        );
        const mail = readingReadyMail({
          name: current.name,
          url: readingLink(publicUrl, current),
          paid: current.isPaid,
          // The soulmate reading has its own words; other products are named.
          productName: isSoulmateReading(current.productId) ? undefined : current.productName,
        });
        await outbox.enqueue({ kind: 'reading-ready', to: current.email, orderId: current.orderId, ...mail }, nowIso, trx);
      });
      mailWorker.nudge();
      // The "Your reading is ready" web push (where the customer allowed it) joins the mail here.
      const saved = await repo.findById(id);
      if (!saved) throw new NotFoundError('There is no reading with that id.');
      return toAdminReading(saved, now);
    },
  };
}

export type AdminReadingsService = ReturnType<typeof createAdminReadingsService>;
