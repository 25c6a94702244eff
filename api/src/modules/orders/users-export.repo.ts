import type { UsersTableRow } from '@shared/schemas/admin';
import type { Database } from '../../db/database';
import { toIsoOrNull, toTextOrNull } from '../../db/mappers';
import { orderColumns, toOrderRecord } from './order-record';

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
 * The users table: one row per order with a customer e-mail, newest first. Read in
 * keyset batches on orders(created_at, id), so the export holds one batch in memory at a time and a
 * late batch costs as little as the first (no OFFSET).
 */
export function createUsersExportRepo(db: Database) {
  const { knex } = db;
  return {
    async batch(after: UsersTableCursor | undefined, limit: number): Promise<UsersTableBatch> {
      const query = knex('orders as o')
        .leftJoin('readings as r', 'r.order_id', 'o.id')
        .select(...orderColumns('o'), 'r.sketch_url', 'r.sketch_updated_at')
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
        rows: rows.map((row) => {
          const order = toOrderRecord(row);
          return {
            email: order.email,
            user_name: order.customerName || null,
            request_code: order.requestCode,
            aws_sketch_url: toTextOrNull(row.sketch_url),
            order_date: order.createdAt,
            sketch_upload_date: toIsoOrNull(row.sketch_updated_at),
          };
        }),
        next: rows.length === limit && last ? { createdAt: last.created_at as string | Date, id: Number(last.id) } : undefined,
      };
    },
  };
}

export type UsersExportRepo = ReturnType<typeof createUsersExportRepo>;
