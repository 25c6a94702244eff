import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { describe } from 'vitest';
import { createApp } from '../app';
import { loadConfig, type RawEnv } from '../config/env';
import { createContainer, type Container, type ContainerOverrides } from '../container';

/**
 * The databases every API suite runs on: always a real SQLite file, and PostgreSQL when
 * TEST_DATABASE_URL is set (each suite then gets a schema of its own, dropped afterwards).
 */
export const TEST_DATABASES = [
  { name: 'sqlite', url: undefined },
  { name: 'postgres', url: process.env.TEST_DATABASE_URL || undefined },
] as const;

export type TestDatabase = (typeof TEST_DATABASES)[number];

/**
 * `describe` once per test database. Without TEST_DATABASE_URL the PostgreSQL block is reported as
 * skipped, with the reason in its title, and none of its hooks run.
 */
export function describeEachDatabase(title: string, body: (database: TestDatabase) => void): void {
  for (const database of TEST_DATABASES) {
    const missing = database.name === 'postgres' && !database.url;
    describe.skipIf(missing)(`${title} on ${database.name}${missing ? ` (${POSTGRES_SKIPPED_NOTE})` : ''}`, () => body(database));
  }
}

export const POSTGRES_SKIPPED_NOTE = 'PostgreSQL run skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it.';

export interface TestApi {
  baseUrl: string;
  container: Container;
  dataDir: string;
  request(method: string, path: string, options?: { body?: unknown; raw?: string; headers?: Record<string, string> }): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests look into answers freely
}

/** A schema of its own on the test server, for suites that open a database themselves. */
export async function createPostgresSchema(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const separator = url.includes('?') ? '&' : '?';
  return {
    url: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    drop: async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

/**
 * Starts the real app over HTTP on a free port, on its own data folder and database; with
 * `databaseOf`, on that running API's database instead (two processes of one shop), which stays
 * that API's to drop.
 */
export async function startTestApi(
  database: TestDatabase,
  env: Partial<RawEnv> = {},
  overrides: ContainerOverrides = {},
  options: { databaseOf?: TestApi } = {},
): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'soulsketch-api-'));
  const shared = options.databaseOf?.container.config.databaseUrl;
  const postgres = database.url && !shared ? await createPostgresSchema(database.url) : undefined;
  const databaseUrl = shared ?? postgres?.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://shop.test',
    LOG_LEVEL: 'silent',
    STATIC_DIR: join(dataDir, 'no-pwa-build'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  } as Record<string, string>);
  const container = await createContainer(config, { logger: pino({ level: 'silent' }), ...overrides });
  const server: Server = createServer(createApp(container));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    container,
    dataDir,
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      let body: string | undefined = options.raw;
      if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, headers: response.headers, body: parsed };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await container.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A valid free reading request; override what a test is about. */
export function freeReadingBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Luna Star',
    email: 'luna@example.com',
    birthdate: '1992-03-14',
    gender_preference: 'male',
    soulmate_trait: 'Kind eyes and a gentle, curious mind',
    question: 'When will I meet the love of my life?',
    ...overrides,
  };
}
