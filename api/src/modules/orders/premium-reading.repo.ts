import { FULL_READING_BONUS_PRODUCT_IDS, productName } from '@shared/domain/products';
import type { Database } from '../../db/database';
import { toBoolean, toIsoOrNull } from '../../db/mappers';
import { param } from '../../db/prepared';

/** A paid reading with what its page shows, as stored; who may read it is the service's business. */
export interface PremiumReadingRecord {
  orderId: number;
  userId: number | null;
  requestCode: string;
  productId: number;
  productName: string;
  customerName: string;
  isPaid: boolean;
  refunded: boolean;
  /** The order's own, else the reading it came with (a bonus order copies it; a catalogue order has none). */
  birthdate: string | null;
  /** The free form's question, the order's own or its parent reading's. */
  question: string | null;
  readingCompleted: boolean;
  completedAt: string | null;
  sketchUrl: string | null;
  sketchAlt: string | null;
  readingNotes: string | null;
  premiumJson: string | null;
  bonusOrders: Array<{ productId: number; requestCode: string; completed: boolean }>;
}

type Row = Record<string, unknown>;

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The premium page's two reads, compiled once: the order with its reading (and its parent's), and its bonus orders. */
export function createPremiumReadingRepo(db: Database) {
  const byCode = db.prepare<Row>((knex) =>
    knex('orders as o')
      .leftJoin('readings as r', 'r.order_id', 'o.id')
      .leftJoin('orders as parent', 'parent.id', 'o.parent_order_id')
      .leftJoin('readings as pr', 'pr.order_id', 'parent.id')
      .select(
        'o.id as order_id', 'o.user_id', 'o.request_code', 'o.product_id', 'o.customer_name', 'o.is_paid',
        'o.refunded_at', 'o.birthdate', 'parent.birthdate as parent_birthdate', 'r.question', 'pr.question as parent_question',
        'r.reading_completed', 'r.completed_at', 'r.sketch_url', 'r.sketch_alt', 'r.reading_notes', 'r.premium_content_json',
      )
      .where('o.request_code', param('code')),
  );

  // Paid and not refunded: a refunded payment took its bonus orders with it.
  const bonusesOf = db.prepare<Row>((knex) =>
    knex('orders as b')
      .leftJoin('readings as br', 'br.order_id', 'b.id')
      .select('b.product_id', 'b.request_code', 'br.reading_completed')
      .where('b.parent_order_id', param('orderId'))
      .whereIn('b.product_id', [...FULL_READING_BONUS_PRODUCT_IDS])
      .andWhere('b.is_paid', true)
      .whereNull('b.refunded_at')
      .orderBy('b.product_id'),
  );

  return {
    async findByCode(code: string): Promise<PremiumReadingRecord | undefined> {
      const row = await byCode.get({ code });
      if (!row) return undefined;
      const orderId = Number(row.order_id);
      const bonuses = await bonusesOf.all({ orderId });
      return {
        orderId,
        userId: row.user_id === null || row.user_id === undefined ? null : Number(row.user_id),
        requestCode: String(row.request_code),
        productId: Number(row.product_id),
        productName: productName(Number(row.product_id)),
        customerName: String(row.customer_name),
        isPaid: toBoolean(row.is_paid),
        refunded: row.refunded_at !== null && row.refunded_at !== undefined,
        birthdate: text(row.birthdate) ?? text(row.parent_birthdate),
        question: text(row.question) ?? text(row.parent_question),
        readingCompleted: toBoolean(row.reading_completed),
        completedAt: toIsoOrNull(row.completed_at),
        sketchUrl: text(row.sketch_url),
        sketchAlt: text(row.sketch_alt),
        readingNotes: text(row.reading_notes),
        premiumJson: text(row.premium_content_json),
        bonusOrders: bonuses.map((bonus) => ({ productId: Number(bonus.product_id), requestCode: String(bonus.request_code), completed: toBoolean(bonus.reading_completed) })),
      };
    },
  };
}

export type PremiumReadingRepo = ReturnType<typeof createPremiumReadingRepo>;
