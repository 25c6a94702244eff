import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const TSX = join('node_modules', '.bin', 'tsx');

/**
 * The operator's two scripts as an operator runs them, on a shop of their own (a fresh DATA_DIR, its
 * SQLite file and mail folder): seed sample subscribers, send a day, send it again.
 */
describe('horoscope:seed and horoscope:send', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'soulsketch-horoscope-scripts-'));
  // Only what the scripts read: a developer's .env values must not leak in.
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' };
  const script = (name: string, ...args: string[]) => run(TSX, [join('scripts', name), ...args], { env, timeout: 60_000 });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds subscribers over many zones, then sends each one day\'s mail once, however often it runs', async () => {
    const seeded = await script('horoscope-seed.ts', '--count', '24');
    expect(seeded.stdout).toMatch(/Horoscope subscribers: 24 added over \d+ time zones/);

    const first = await script('horoscope-send.ts', '--date', '2026-11-27');
    expect(first.stdout).toMatch(/Daily horoscope for 2026-11-27: 24 mails and 0 pushes queued in [\d.]+ s, 24 notifications sent/);
    expect(readdirSync(join(dataDir, 'mail')).filter((name) => name.endsWith('.eml'))).toHaveLength(24);

    const again = await script('horoscope-send.ts', '--date', '2026-11-27');
    expect(again.stdout).toMatch(/: 0 mails and 0 pushes queued/);
    expect(readdirSync(join(dataDir, 'mail')).filter((name) => name.endsWith('.eml'))).toHaveLength(24);
  }, 120_000);

  it('refuses a malformed date with its usage line, and sends nothing', async () => {
    await expect(script('horoscope-send.ts', '--date', '2026-02-30')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run horoscope:send -- [--date YYYY-MM-DD]'),
    });
    expect(readdirSync(join(dataDir, 'mail')).filter((name) => name.endsWith('.eml'))).toHaveLength(24);
  }, 60_000);
});
