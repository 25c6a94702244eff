/**
 * A database of its own for one `npm run bench -- --postgres` run, created on the given PostgreSQL
 * server and dropped afterwards: the run starts empty and leaves nothing behind.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(serverUrl: string, statement: string): Promise<void> {
  const admin = new URL(serverUrl);
  if (admin.pathname.length <= 1) admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
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
