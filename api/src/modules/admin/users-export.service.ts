import { Readable, pipeline } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { stringify, type Stringifier } from 'csv-stringify';
import type { UsersTableRow } from '@shared/schemas/admin';
import type { UsersExportRepo, UsersTableBatch } from '../orders/users-export.repo';

export const USERS_TABLE_COLUMNS = ['email', 'user_name', 'request_code', 'aws_sketch_url', 'order_date', 'sketch_upload_date'] as const satisfies ReadonlyArray<keyof UsersTableRow>;

const BATCH_SIZE = 1000;

/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab or carriage return before one) as
 * a formula: a customer could name themselves `=HYPERLINK(...)`. A leading apostrophe makes it text.
 */
export function escapeFormula(value: string | null): string {
  if (value === null) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function createUsersExportService(repo: UsersExportRepo) {
  async function* rest(first: UsersTableBatch): AsyncGenerator<UsersTableRow> {
    let batch = first;
    for (;;) {
      yield* batch.rows;
      if (!batch.next) return;
      // SQLite answers synchronously, so without this the whole export would run as one chain of
      // promise callbacks: no other request, and not even this response's socket, would get a turn.
      await yieldToEventLoop();
      batch = await repo.batch(batch.next, BATCH_SIZE);
    }
  }

  /** Every row, batch by batch; the first batch is read before this answers, so a failure there is an ordinary error. */
  async function rows(): Promise<AsyncGenerator<UsersTableRow>> {
    return rest(await repo.batch(undefined, BATCH_SIZE));
  }

  return {
    async table(): Promise<UsersTableRow[]> {
      const all: UsersTableRow[] = [];
      for await (const row of await rows()) all.push(row);
      return all;
    },

    /**
     * The same rows as an RFC 4180 CSV stream (CRLF line ends; cells with a comma, quote, CR or LF are
     * quoted, quotes doubled), formula cells escaped. Streamed: memory holds one batch, whatever the size.
     */
    async csv(onError: (error: Error) => void): Promise<Stringifier> {
      const source = await rows();
      const escaped = async function* () {
        for await (const row of source) {
          yield Object.fromEntries(USERS_TABLE_COLUMNS.map((column) => [column, escapeFormula(row[column])]));
        }
      };
      const csv = stringify({
        header: true,
        columns: [...USERS_TABLE_COLUMNS],
        record_delimiter: 'windows',
        // csv-stringify quotes the record delimiter (CRLF) but not a lone CR or LF: quote those too.
        quoted_match: /[\r\n]/,
      });
      // A database failure mid-file destroys the stream: the download fails rather than ends short.
      pipeline(Readable.from(escaped()), csv, (error) => error && onError(error));
      return csv;
    },
  };
}

export type UsersExportService = ReturnType<typeof createUsersExportService>;
