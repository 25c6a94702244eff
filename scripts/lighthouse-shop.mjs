// The built shop for `npm run lighthouse`: started as the end-to-end tests start it (tests/server.ts),
// on a free port with a fresh data folder (SQLite file, mail folder), and a completed free reading made
// through its real API as the visitor and staff make one (tests/e2e/paid-funnel.spec.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { sandboxShopEnv } from './sandbox-shop-env.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const STAFF = { username: 'admin@lighthouse.test', password: 'lighthouse admin password' };

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer().once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Starts dist/server/server.js; answers `{ url, stop() }` once /api/health answers. */
export async function startShop() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'soulsketch-lighthouse-'));
  // The reading page's checkout runs in the sandbox; the SQLite file and the mail folder are in dataDir.
  const env = sandboxShopEnv({ port, dataDir, extra: { ADMIN_EMAIL: STAFF.username, ADMIN_PASSWORD: STAFF.password } });
  // This machine's push keys stay out too: the audit's shop makes its own.
  for (const key of Object.keys(env)) if (key.startsWith('VAPID_')) delete env[key];
  const child = spawn(process.execPath, [join(ROOT, 'dist/server/server.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((done) => {
        child.once('exit', done);
        child.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The shop exited with ${child.exitCode}:\n${log}`);
    }
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The shop did not answer /api/health within 20 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A free soulmate reading, confirmed and completed by staff with a sketch: answers its request code. */
export async function completedFreeReading(url) {
  let cookie = '';
  const call = async (method, path, body, type = 'application/json') => {
    const response = await fetch(url + path, {
      method,
      // Writes with a session cookie must come from our own origin (docs/decisions/006).
      headers: { origin: url, 'content-type': type, ...(cookie && { cookie }) },
      body: body === undefined ? undefined : type === 'application/json' ? JSON.stringify(body) : body,
    });
    const session = response.headers.getSetCookie().find((line) => line.startsWith('soulsketch_session='));
    if (session) cookie = session.split(';')[0];
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json().catch(() => undefined);
  };

  const name = `Lyra Lighthouse ${Date.now()}`;
  const created = await call('POST', '/api/free-soulmate', {
    name,
    email: `lighthouse-${Date.now()}@example.com`,
    birthdate: '1990-08-15',
    gender_preference: 'male',
    soulmate_trait: 'kind, funny, adventurous',
    question: 'When will I meet my soulmate?',
  });
  const code = created.order.requestCode;
  await call('POST', `/api/readings/confirm/${code}`, {});

  await call('POST', '/api/login', STAFF);
  const { sketchPng } = await tsImport('../tests/sketch-image.ts', import.meta.url);
  const { url: sketchUrl } = await call('POST', '/api/admin/uploads', sketchPng(), 'image/png');
  const list = await call('GET', `/api/admin/readings?search=${encodeURIComponent(name)}`);
  await call('PATCH', `/api/admin/readings/${list.items[0].id}`, {
    sketchUrl,
    sketchAlt: 'A gentle pencil portrait',
    readingNotes: 'The cards see a meeting before spring.\n\nThe second paragraph is for the full reading.',
  });
  await call('POST', '/api/logout', {});
  return code;
}
