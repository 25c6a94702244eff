/**
 * `npm run bench -- --daily-send [--subscribers 100000]`: does a day's daily horoscope for many
 * subscribers slow visitors down? On a SQLite shop of its own with that many subscribers (over every
 * time zone, `horoscope:seed`), free-reading POSTs are measured alone, then again while
 * `horoscope:send` queues everyone's day beside the server (a batch of subscribers per short
 * transaction) and starts sending it. What matters is the POSTs' p99 with and without the send. The
 * script is stopped once measured: sending all the mail takes minutes and is not what is measured.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { benchFreeReadings } from './load';
import { startShop, stopAll } from './shop-process';

const TSX = join('node_modules', '.bin', 'tsx');

/** Runs a horoscope script on the shop's data folder: its exit code once it ends, and a way to stop it. */
function script(name: string, args: string[], dataDir: string): { ended: Promise<number>; stop: () => void } {
  const child = spawn(TSX, [join('scripts', name), ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' }, stdio: 'inherit' });
  return { ended: new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1))), stop: () => child.kill('SIGTERM') };
}

export async function benchDailySend(work: string, subscribers: number): Promise<boolean> {
  const dataDir = join(work, 'shop');
  // Migrated by the server's first start, then seeded while it is stopped (the seed is not what is measured).
  await startShop({ dataDir });
  await stopAll();
  if ((await script('horoscope-seed.ts', ['--count', String(subscribers)], dataDir).ended) !== 0) return false;
  const { url } = await startShop({ dataDir });

  console.log(`Free-reading POSTs on a SQLite shop with ${subscribers} daily horoscope subscribers`);
  const alone = await benchFreeReadings('alone', [url]);
  const send = script('horoscope-send.ts', ['--date', '2099-01-01'], dataDir);
  const during = await benchFreeReadings('while horoscope:send runs', [url]);
  send.stop();
  await send.ended;
  await stopAll();
  console.log(`\n  p99 while the day is queued and sent: ${(during.p99 / Math.max(alone.p99, 0.1)).toFixed(2)}x the p99 alone`);
  return alone.errors === 0 && during.errors === 0;
}
