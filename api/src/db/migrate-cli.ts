/** `npm run db:migrate`: brings the configured database up to date without starting the server. */
import { loadConfig } from '../config/env';
import { migrateDatabase, openDatabase } from './database';

const config = loadConfig();
const db = openDatabase(config.databaseUrl);
try {
  await migrateDatabase(db);
  console.log(`Database is up to date: ${config.databaseUrl.replace(/\/\/[^@]*@/, '//***@')}`);
} finally {
  await db.close();
}
