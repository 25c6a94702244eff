import { existsSync } from 'node:fs';
import { loadConfig, type Config } from '../api/src/config/env';

/**
 * The settings of a command-line script: those of `npm start` (DATA_DIR, DATABASE_URL, SMTP_URL ...),
 * from the environment and an optional .env file beside package.json (real environment variables
 * win), logging only warnings unless LOG_LEVEL says otherwise.
 */
export function loadScriptConfig(): Config {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
}
