import type { UsersTableRow } from '@shared/schemas/admin';
import type { Database } from '../../db/database';
import { toIsoOrNull } from '../../db/mappers';

/** Where the previous batch ended: the last row's order time (as the driver gave it) and id. */
export interface UsersTableCursor {
  createdAt: string | Date;
  id: number;
}

export interface UsersTableBatch {
  rows: UsersTableRow[];
  next: UsersTableCursor | undefined;
}

/**
 * The users table (accounts.md): one row per order with a customer e-mail, newest first. Read in
 * keyset batches on orders(created_at, id), so the export holds one batch in memory at a time and a
 * late batch costs as little as the first (no OFFSET).
 */
export function createUsersExportRepo(db: Database) {
  const { knex } = db;
  return {
    async batch(after: UsersTableCursor | undefined, limit: number): Promise<UsersTableBatch> {
      const query = knex('orders as o')
        .leftJoin('readings as r', 'r.order_id', 'o.id')
        .select('o.id', 'o.email', 'o.customer_name', 'o.request_code', 'o.created_at', 'r.sketch_url', 'r.sketch_updated_at')
        .whereNot('o.email', '')
        .orderBy([{ column: 'o.created_at', order: 'desc' }, { column: 'o.id', order: 'desc' }])
        .limit(limit);
      if (after) {
        // A row-value comparison is one index range on both databases (an OR of two conditions is not).
        query.whereRaw('(o.created_at, o.id) < (?, ?)', [after.createdAt, after.id]);
      }
      const rows: Array<Record<string, unknown>> = await query;
      const last = rows.at(-1);
      return {
        rows: rows.map((row) => ({
          email: String(row.email),
          user_name: (row.customer_name as string | null) || null,
          request_code: String(row.request_code),
          aws_sketch_url: (row.sketch_url as string | null) ?? null,
          order_date: toIsoOrNull(row.created_at),
          sketch_upload_date: toIsoOrNull(row.sketch_updated_at),
        })),
        next: rows.length === limit && last ? { createdAt: last.created_at as string | Date, id: Number(last.id) } : undefined,
      };
    },
  };
}

export type UsersExportRepo = ReturnType<typeof createUsersExportRepo>;
