/**
 * knex CLI configuration (`npx tsx node_modules/knex/bin/cli.js --knexfile knexfile.ts migrate:status`).
 * The server migrates by itself at start; this file lets people inspect or roll back by hand, with the
 * same environment (DATABASE_URL or the SQLite file in DATA_DIR) and the same migration list.
 */
import type { Knex } from 'knex';
import { loadConfig } from './api/src/config/env';
import { knexConfig } from './api/src/db/knex';
import { migrationSource } from './api/src/db/migrations';

const config: Knex.Config = {
  ...knexConfig(loadConfig().databaseUrl),
  migrations: { migrationSource },
};

export default config;
