import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Real processes of one shop for the fleet test: `api/src/server.ts` and the operator scripts, run by tsx. */

const TSX = join(process.cwd(), 'node_modules/.bin/tsx');

/**
 * Variables a developer's `.env` file may hold, set empty for every child: the server and the scripts
 * read `.env` only for variables not already set, and an empty one counts as unset in the config, so a
 * local mail server, Stripe keys or a first admin cannot slip into the test's fleet.
 */
const BLANKED = [
  'SMTP_URL', 'MAIL_FROM', 'TRUST_PROXY', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT', 'PUSH_EXTRA_ALLOWED_HOSTS',
  'HOST', 'PORT', 'DATA_DIR', 'DATABASE_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE',
];

/** A process's whole environment: only what the shop is given, on a data folder of its own. */
function childEnv(env: Record<string, string>, dataDir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...Object.fromEntries(BLANKED.map((name) => [name, ''])),
    DATA_DIR: dataDir,
    ...env,
  };
}

/** A database of its own on the test server (CREATE DATABASE), dropped with whatever is still connected. */
export async function createFleetDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fleet_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface FleetProcess {
  name: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** How it ended: the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when its output matches `pattern`; rejects when it exits first or `timeoutMs` passes. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
}

function track(name: string, dataDir: string, child: ChildProcess): FleetProcess {
  let text = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
      for (const listener of listeners) listener();
    });
  });
  return {
    name,
    dataDir,
    child,
    output: () => text,
    exited,
    waitForOutput(pattern, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(text)) done(resolve);
          else if (child.exitCode !== null || child.signalCode !== null) done(() => reject(new Error(`${name} exited before printing ${pattern}:\n${text}`)));
        };
        const timer = setTimeout(() => done(() => reject(new Error(`${name} did not print ${pattern} within ${timeoutMs} ms:\n${text}`))), timeoutMs);
        const done = (settle: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          settle();
        };
        listeners.add(check);
        check();
      });
    },
  };
}

/**
 * Starts a script of the repository (`api/src/server.ts`, `scripts/*.ts`) with its own data folder, or
 * with the one given (a process started again on the machine it ran on).
 */
export function startProcess(name: string, script: string, env: Record<string, string>, args: string[] = [], dataDir = mkdtempSync(join(tmpdir(), `soulsketch-${name}-`))): FleetProcess {
  const child = spawn(TSX, [script, ...args], { cwd: process.cwd(), env: childEnv(env, dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
  return track(name, dataDir, child);
}

export interface ServerProcess extends FleetProcess {
  baseUrl: string;
}

/**
 * A server process on a free port, resolved once `/api/health` answers 200 (so it has migrated). A
 * restart passes the stopped process as `replacing`: the new one listens on its port, where the load
 * balancer sends its share, with its data folder.
 */
export async function startServer(name: string, env: Record<string, string>, { timeoutMs = 45_000, replacing }: { timeoutMs?: number; replacing?: ServerProcess } = {}): Promise<ServerProcess> {
  const port = replacing ? Number(new URL(replacing.baseUrl).port) : await freePort();
  const started = startProcess(name, 'api/src/server.ts', { ...env, HOST: '127.0.0.1', PORT: String(port) }, [], replacing?.dataDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const failure =
      started.child.exitCode !== null
        ? `${name} exited with ${started.child.exitCode} before answering`
        : Date.now() > deadline
          ? `${name} did not answer /api/health within ${timeoutMs} ms`
          : undefined;
    if (failure) {
      await stopProcess(started);
      throw new Error(`${failure}:\n${started.output()}`);
    }
    const status = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { ...started, baseUrl };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Runs a script to its end: its exit code and output. */
export async function runScript(name: string, script: string, env: Record<string, string>, args: string[] = []): Promise<FleetProcess & { code: number | null }> {
  const started = startProcess(name, script, env, args);
  const { code } = await started.exited;
  return { ...started, code };
}

/** Ends a process that is still running (SIGKILL after a grace), then removes its data folder. */
export async function stopProcess(member: FleetProcess | undefined): Promise<void> {
  if (!member) return;
  if (member.child.exitCode === null && member.child.signalCode === null) {
    member.child.kill('SIGTERM');
    const killed = setTimeout(() => member.child.kill('SIGKILL'), 10_000);
    await member.exited;
    clearTimeout(killed);
  }
  rmSync(member.dataDir, { recursive: true, force: true });
}
