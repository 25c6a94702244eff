/**
 * A database of its own for one `npm run bench -- --postgres` run, created on the given PostgreSQL
 * server and dropped afterwards: the run starts empty and leaves nothing behind. Also the one question
 * the bench asks of it: whether the shop has sent the mail it queued.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function query(url: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

async function asAdmin(serverUrl: string, statement: string): Promise<void> {
  const admin = new URL(serverUrl);
  if (admin.pathname.length <= 1) admin.pathname = '/postgres';
  await query(admin.toString(), statement);
}

/**
 * Waits until the shop has sent every mail it queued (none pending in the outbox) and answers how many
 * seconds that took: the next measurement then starts without the previous one's mail still going out.
 */
export async function waitForMailSent(url: string, timeoutS = 300): Promise<number> {
  const started = Date.now();
  for (;;) {
    const { rows } = await query(url, `select count(*)::int as pending from notification_outbox where status = 'pending'`);
    if (rows[0].pending === 0) return (Date.now() - started) / 1000;
    if (Date.now() - started > timeoutS * 1000) throw new Error(`${rows[0].pending} mails still pending after ${timeoutS} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await asAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    // FORCE: a connection a crashed process left open must not keep the database alive.
    drop: () => asAdmin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
