import type { Database } from '../../db/database';
import { toBoolean } from '../../db/mappers';
import { param } from '../../db/prepared';

/** What deciding on an order's audio needs: whose it is, whether it was delivered, and its stored content. */
export interface AudioOrderRecord {
  userId: number | null;
  productId: number;
  isPaid: boolean;
  refunded: boolean;
  /** Staff completed it (the work item is closed). */
  delivered: boolean;
  premiumJson: string | null;
}

type Row = Record<string, unknown>;

/**
 * The audio's one read, compiled once. A player asks again at every seek (each a range request), so
 * this is a single indexed lookup by request code rather than the premium page's fuller read.
 */
export function createAudioOrderRepo(db: Database) {
  const byCode = db.prepare<Row>((knex) =>
    knex('orders as o')
      .leftJoin('readings as r', 'r.order_id', 'o.id')
      .select('o.user_id', 'o.product_id', 'o.is_paid', 'o.refunded_at', 'r.reading_completed', 'r.premium_content_json')
      .where('o.request_code', param('code')),
  );

  return {
    async findByCode(code: string): Promise<AudioOrderRecord | undefined> {
      const row = await byCode.get({ code });
      if (!row) return undefined;
      return {
        userId: row.user_id === null || row.user_id === undefined ? null : Number(row.user_id),
        productId: Number(row.product_id),
        isPaid: toBoolean(row.is_paid),
        refunded: row.refunded_at !== null && row.refunded_at !== undefined,
        delivered: toBoolean(row.reading_completed),
        premiumJson: (row.premium_content_json as string | null | undefined) ?? null,
      };
    },
  };
}

export type AudioOrderRepo = ReturnType<typeof createAudioOrderRepo>;
