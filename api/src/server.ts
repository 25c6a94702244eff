import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { createContainer } from './container';
import { createShutdown } from './shutdown';

/** The only file that listens: reads the environment, migrates, serves the PWA and the API. */
async function main(): Promise<void> {
  // A .env file beside package.json is optional; real environment variables win over it.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const container = await createContainer(config);
  const { logger } = container;
  // An idle keep-alive connection stays open longer than clients and load balancers keep theirs (60 s is
  // common): a server that closed first (Node's default is 5 s) could close one just as a client sends a
  // request on it, which the client sees as a reset.
  const server = createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 }, createApp(container));
  container.notifier.start();
  // Each minute, the daily horoscope of every subscriber whose 07:00 has come (once a day each).
  container.horoscopeScheduler.start();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const database = config.databaseUrl.startsWith('postgres') ? 'PostgreSQL' : config.databaseUrl.replace(/^file:/, '');
  logger.info({ url: config.publicUrl, database, mail: config.smtpUrl ? 'SMTP' : config.mailDir }, `SoulSketch is running on ${config.publicUrl}`);

  // SIGTERM from a process manager or a fleet's deploy, SIGINT from Ctrl-C: drain, then exit (shutdown.ts).
  const shutdown = createShutdown({ server, container, exit: (code) => process.exit(code) });
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('SoulSketch could not start:', error);
  }
  process.exit(1);
});
