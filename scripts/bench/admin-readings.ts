/**
 * `npx tsx scripts/bench/admin-readings.ts [--runs 20]`
 * Times the staff list over HTTP against the database the server would use (DATA_DIR / DATABASE_URL):
 * run `scripts/seed-readings.ts --count 100000` first. Starts the app in this process, signs in a
 * bench staff account (created or reset in that database) and prints the median and worst time per call.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { createApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config/env';
import { createContainer } from '../../api/src/container';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const runs = Number(values.runs);
const EMAIL = 'bench-staff@example.invalid';
const PASSWORD = 'bench-password-not-secret';

if (existsSync('.env')) process.loadEnvFile('.env');
const container = await createContainer(loadConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true', STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '' }));
const server = createServer(createApp(container));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

try {
  await container.auth.provisionStaff({ email: EMAIL, role: 'staff', password: PASSWORD });
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: EMAIL, password: PASSWORD }) });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  const first = await (await get('/api/admin/readings')).json();
  const middle = Math.max(1, Math.floor(first.counts.all / 25 / 2));
  const middleCompleted = Math.max(1, Math.floor(first.counts.completed / 25 / 2));
  console.log(`${first.counts.all} readings: ${first.counts.pending} pending, ${first.counts.completed} completed; ${runs} runs each`);

  const cases: Array<[string, string]> = [
    ['all, first page', '/api/admin/readings'],
    [`all, middle page (${middle})`, `/api/admin/readings?page=${middle}`],
    ['pending, first page', '/api/admin/readings?tab=pending'],
    ['completed, first page', '/api/admin/readings?tab=completed'],
    [`completed, middle page (${middleCompleted})`, `/api/admin/readings?tab=completed&page=${middleCompleted}`],
    ['search "luna" (common), all', '/api/admin/readings?search=luna'],
    ['search "luna", pending', '/api/admin/readings?search=luna&tab=pending'],
    ['search "100%" (question), all', '/api/admin/readings?search=100%25'],
    ['search one e-mail (rare), all', '/api/admin/readings?search=orion.vale4242%40'],
    ['search no match, all', '/api/admin/readings?search=zzzz-no-match'],
  ];
  for (const [label, path] of cases) {
    await get(path);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await (await get(path)).arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`${label.padEnd(36)} median ${times[Math.floor(times.length / 2)]!.toFixed(1).padStart(6)} ms   max ${times.at(-1)!.toFixed(1).padStart(6)} ms`);
  }
} finally {
  server.close();
  await container.close();
}
