import { resolve } from 'node:path';
import * as z from 'zod/mini';
import type { DatabaseTimeouts } from '../db/knex';
import type { S3Settings } from '../integrations/s3-storage';

/**
 * How many reverse proxies stand in front of the API: `false` (none, the default), a count (`1`, `2`...),
 * or `true`, kept from the first releases as meaning one.
 */
const proxyCount = z.pipe(
  z.string().check(z.regex(/^(true|false|yes|no|\d{1,2})$/, 'must be false, true (one proxy) or the number of proxies in front, e.g. 2')),
  z.transform((value) => (/^\d+$/.test(value) ? Number(value) : value === 'true' || value === 'yes' ? 1 : 0)),
);

const databaseUrl = z
  .string()
  .check(z.refine((url) => /^(postgres(ql)?:\/\/|file:|sqlite:)/.test(url), 'must start with postgres://, postgresql://, file: or sqlite:'));

/** Requests per window, written "COUNT/SECONDS" (e.g. "5/600": five every ten minutes). */
const rateLimit = z.pipe(
  z.string().check(z.regex(/^\d+\/\d+$/, 'must look like COUNT/SECONDS, e.g. 5/600')),
  z.transform((value) => {
    const [count, seconds] = value.split('/').map(Number) as [number, number];
    return { max: count, windowMs: seconds * 1000 };
  }),
);

/** A wait in milliseconds for the database: long enough for a busy server, short enough for a person. */
const databaseWaitMs = z.coerce.number().check(z.int(), z.minimum(100, 'must be at least 100 (milliseconds)'), z.maximum(60_000, 'must be at most 60000 (milliseconds)'));

/** `true` or `false`. */
const flag = z.pipe(
  z.string().check(z.regex(/^(true|false)$/, 'must be true or false')),
  z.transform((value) => value === 'true'),
);

const envSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'production'),
  PORT: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65535)), 3000),
  HOST: z._default(z.string(), '0.0.0.0'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: z.optional(databaseUrl),
  /** PostgreSQL: how long a request waits for a connection (the pool's, or a new one) before its 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z._default(databaseWaitMs, 3000),
  /** PostgreSQL: how long one statement may run; the client gives up half a second later (docs/decisions/027). */
  DATABASE_STATEMENT_TIMEOUT_MS: z._default(databaseWaitMs, 4000),
  PUBLIC_URL: z.optional(z.url()),
  SMTP_URL: z.optional(z.url()),
  MAIL_FROM: z._default(z.string(), 'SoulSketch <readings@soulsketch.app>'),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TRUST_PROXY: z._default(proxyCount, 0),
  STATIC_DIR: z._default(z.string(), './dist/pwa'),
  /** Files shipped with the API (the bundled meditation audio). */
  ASSETS_DIR: z._default(z.string(), './api/assets'),
  FREE_READING_RATE_LIMIT: z._default(rateLimit, () => ({ max: 10, windowMs: 60 * 60 * 1000 })),
  CONFIRMATION_RESEND_RATE_LIMIT: z._default(rateLimit, () => ({ max: 5, windowMs: 60 * 60 * 1000 })),
  CONFIRMATION_MAILS_PER_ADDRESS: z._default(rateLimit, () => ({ max: 3, windowMs: 60 * 60 * 1000 })),
  ORDER_RATE_LIMIT: z._default(rateLimit, () => ({ max: 20, windowMs: 60 * 60 * 1000 })),
  LOGIN_FAILURES_PER_ACCOUNT: z._default(rateLimit, () => ({ max: 5, windowMs: 15 * 60 * 1000 })),
  LOGIN_ATTEMPTS_PER_CLIENT: z._default(rateLimit, () => ({ max: 30, windowMs: 15 * 60 * 1000 })),
  PASSWORD_RESET_RATE_LIMIT: z._default(rateLimit, () => ({ max: 5, windowMs: 60 * 60 * 1000 })),
  PASSWORD_LINK_CHECK_RATE_LIMIT: z._default(rateLimit, () => ({ max: 30, windowMs: 10 * 60 * 1000 })),
  PASSWORD_MAILS_PER_ADDRESS: z._default(rateLimit, () => ({ max: 5, windowMs: 60 * 60 * 1000 })),
  HOROSCOPE_LINK_RATE_LIMIT: z._default(rateLimit, () => ({ max: 30, windowMs: 10 * 60 * 1000 })),
  READING_PAGE_RATE_LIMIT: z._default(rateLimit, () => ({ max: 120, windowMs: 60 * 1000 })),
  HOROSCOPE_SUBSCRIBE_RATE_LIMIT: z._default(rateLimit, () => ({ max: 10, windowMs: 60 * 60 * 1000 })),
  STRIPE_SECRET_KEY: z.optional(z.string().check(z.regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)'))),
  STRIPE_PUBLISHABLE_KEY: z.optional(z.string().check(z.regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_...)'))),
  STRIPE_WEBHOOK_SECRET: z.optional(z.string().check(z.regex(/^whsec_\w+$/, 'must be a Stripe webhook secret (whsec_...)'))),
  /** The test-mode sandbox without Stripe keys: the default, except on a server declared NODE_ENV=production. */
  PAYMENTS_TEST_MODE: z.optional(flag),
  /** Tests point the Stripe SDK at a local stand-in (http://127.0.0.1:PORT). */
  STRIPE_API_BASE: z.optional(z.url()),
  /** Web push: all three, or none and the keys are made once and kept in the database. */
  VAPID_PUBLIC_KEY: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{87}$/, 'must be a VAPID public key (87 base64url characters)'))),
  VAPID_PRIVATE_KEY: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a VAPID private key (43 base64url characters)'))),
  VAPID_SUBJECT: z.optional(z.string().check(z.regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL'))),
  /** Hosts accepted as push endpoints besides the known push services' (the tests' stand-in), comma-separated. */
  PUSH_EXTRA_ALLOWED_HOSTS: z.optional(z.string().check(z.regex(/^[a-z0-9.-]+(:\d+)?(,\s*[a-z0-9.-]+(:\d+)?)*$/i, 'must be host names separated by commas'))),
  /** Uploads in an S3-compatible object store (a fleet's shared files) when set; else DATA_DIR/uploads. */
  S3_BUCKET: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)'))),
  S3_ENDPOINT: z.optional(z.url({ protocol: /^https?$/, error: 'must be the store\'s http:// or https:// address' })),
  S3_REGION: z.optional(z.string().check(z.regex(/^[a-z0-9-]+$/, 'must be a region name, e.g. us-east-1 or auto'))),
  S3_ACCESS_KEY_ID: z.optional(z.string()),
  S3_SECRET_ACCESS_KEY: z.optional(z.string()),
  S3_FORCE_PATH_STYLE: z.optional(flag),
  /**
   * How long a stopping process keeps listening, its health check answering `draining`, before it
   * refuses new connections (docs/decisions/024). At most 8 s: the process exits within 10 s of the signal.
   */
  SHUTDOWN_GRACE_MS: z._default(
    z.coerce.number().check(z.int(), z.minimum(0, 'must be 0 or more'), z.maximum(8000, 'must be at most 8000: a stopping process exits within 10 s, and its requests need the rest')),
    0,
  ),
  ADMIN_EMAIL: z.optional(z.email('must be an e-mail address')),
  ADMIN_PASSWORD: z.optional(z.string().check(z.minLength(10, 'must be at least 10 characters'))),
});

export type RawEnv = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  /** PostgreSQL's waits that bound a request (db/knex.ts); SQLite is a local file and has none. */
  databaseTimeouts: DatabaseTimeouts;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  mailDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Reverse proxies in front (0: none): the client is that many hops from the right of X-Forwarded-For. */
  trustedProxies: number;
  staticDir: string;
  /** Files shipped with the API: the bundled meditation audio. */
  assetsDir: string;
  rateLimits: {
    freeReading: RateLimitRule;
    confirmationResend: RateLimitRule;
    /** Confirmation mails per recipient address, from the free form and the resend form together. */
    confirmationMailsPerAddress: RateLimitRule;
    /** Catalogue orders (`POST /api/orders`) per client. */
    catalogueOrder: RateLimitRule;
    loginPerAccount: RateLimitRule;
    loginPerClient: RateLimitRule;
    passwordResetPerClient: RateLimitRule;
    /** Password links tried per client: checking one (the page opening) and using one count together. */
    passwordLinkPerClient: RateLimitRule;
    /** Mails carrying a password link per recipient inbox: reset mails and new staff accounts' together. */
    passwordMailsPerAddress: RateLimitRule;
    /** The daily horoscope's unsubscribe and resubscribe links used per client. */
    horoscopeLinkPerClient: RateLimitRule;
    /** Server-rendered reading pages (`/first-reading/{code}`...) opened per client. */
    readingPagePerClient: RateLimitRule;
    /** Daily horoscope subscribe requests per client: by request code and by address together. */
    horoscopeSubscribePerClient: RateLimitRule;
  };
  /** Milliseconds a stopping process still listens (health answering `draining`) before it stops (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** The first admin, created at start when there is no admin yet. */
  firstAdmin: { email?: string; password?: string };
  /** Web push: VAPID keys from the environment (else from the database), and extra endpoint hosts. */
  push: { vapid?: { publicKey: string; privateKey: string }; subject: string; extraAllowedHosts: string[] };
  /** Stripe when all three keys are set; otherwise the test-mode sandbox (see `stripeSettings`). */
  /** Uploads in this bucket of an S3-compatible store; without it, in DATA_DIR/uploads (see `s3Settings`). */
  s3?: S3Settings;
  stripe?: { secretKey: string; publishableKey: string; webhookSecret: string; apiBase?: { host: string; port: number; protocol: 'http' | 'https' } };
}

interface RateLimitRule {
  max: number;
  windowMs: number;
}

const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

const listed = (names: readonly string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]);

/**
 * Stripe with its three keys; without any, test mode: the built-in sandbox, which accepts Stripe's test
 * cards and charges nothing. A server declared production (NODE_ENV=production) must not take fake
 * payments by accident, so there test mode runs only when PAYMENTS_TEST_MODE=true asks for it (a demo or
 * staging shop); elsewhere (a newcomer's `npm start`, development, tests) it stays the default.
 * PAYMENTS_TEST_MODE=true with keys is refused rather than guessed: either guess would take the wrong
 * kind of payment.
 */
function stripeSettings(env: z.infer<typeof envSchema>, declaredProduction: boolean): Config['stripe'] {
  const missing = STRIPE_VARIABLES.filter((name) => env[name] === undefined);
  const testMode = env.PAYMENTS_TEST_MODE ?? !declaredProduction;
  if (env.PAYMENTS_TEST_MODE === true && missing.length < STRIPE_VARIABLES.length) {
    throw new ConfigError(
      'Invalid environment configuration:\n  PAYMENTS_TEST_MODE: true runs the built-in sandbox and takes no Stripe keys: remove PAYMENTS_TEST_MODE to take payments through Stripe, or the STRIPE_* keys to stay in test mode.',
    );
  }
  if (missing.length === STRIPE_VARIABLES.length) {
    if (testMode) return undefined;
    const why = env.PAYMENTS_TEST_MODE === false ? 'PAYMENTS_TEST_MODE=false' : 'NODE_ENV=production';
    throw new ConfigError(
      `Invalid environment configuration:\n  STRIPE_*: ${why} takes real payments: set ${listed(STRIPE_VARIABLES)} (from the Stripe dashboard), or PAYMENTS_TEST_MODE=true for a demo or staging shop in test mode (test cards only, nothing charged).`,
    );
  }
  if (missing.length > 0) {
    const orNone = testMode ? ', or none of them for test mode' : '';
    throw new ConfigError(`Invalid environment configuration:\n  STRIPE_*: set ${listed(missing)} too: payments through Stripe need all three of its keys${orNone}.`);
  }
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  return {
    secretKey: env.STRIPE_SECRET_KEY!,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    apiBase: base && {
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    },
  };
}

const S3_OTHER_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/**
 * The object store for uploads when S3_BUCKET is set, with its two keys; without S3_BUCKET, the local
 * folder. Half a configuration is refused rather than guessed: S3_* settings without a bucket would
 * quietly keep each process's uploads on its own disk, where the fleet's other processes cannot serve
 * them, and a bucket without keys would fail at the first upload instead of at start.
 */
function s3Settings(env: z.infer<typeof envSchema>): S3Settings | undefined {
  if (env.S3_BUCKET === undefined) {
    const stray = S3_OTHER_VARIABLES.filter((name) => env[name] !== undefined);
    if (stray.length === 0) return undefined;
    throw new ConfigError(
      `Invalid environment configuration:\n  S3_*: ${listed(stray)} ${stray.length > 1 ? 'are' : 'is'} set without S3_BUCKET: set S3_BUCKET to keep uploads in that object store, or remove ${stray.length > 1 ? 'them' : 'it'} to keep them in DATA_DIR/uploads.`,
    );
  }
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => env[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n  S3_*: set ${listed(missing)} too: S3_BUCKET keeps uploads in an object store, which needs both of its keys.`);
  }
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
  };
}

function pushSettings(env: z.infer<typeof envSchema>): Config['push'] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new ConfigError('Invalid environment configuration:\n  VAPID_*: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (keys are then made once and kept in the database).');
  }
  // Push services may write to the subject about a misbehaving sender: the shop's own mail address.
  const fromAddress = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM.trim();
  return {
    vapid: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    subject: env.VAPID_SUBJECT ?? `mailto:${fromAddress}`,
    extraAllowedHosts: (env.PUSH_EXTRA_ALLOWED_HOSTS ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean),
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start; a bad value stops the process with a message naming it. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings are how shells unset things: treat them as absent so defaults apply.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = z.safeParse(envSchema, cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? `file:${resolve(dataDir, 'soulsketch.sqlite')}`,
    databaseTimeouts: { connectMs: env.DATABASE_CONNECT_TIMEOUT_MS, statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailDir: resolve(dataDir, 'mail'),
    logLevel: env.LOG_LEVEL,
    trustedProxies: env.TRUST_PROXY,
    staticDir: resolve(env.STATIC_DIR),
    assetsDir: resolve(env.ASSETS_DIR),
    rateLimits: {
      freeReading: env.FREE_READING_RATE_LIMIT,
      confirmationResend: env.CONFIRMATION_RESEND_RATE_LIMIT,
      confirmationMailsPerAddress: env.CONFIRMATION_MAILS_PER_ADDRESS,
      catalogueOrder: env.ORDER_RATE_LIMIT,
      loginPerAccount: env.LOGIN_FAILURES_PER_ACCOUNT,
      loginPerClient: env.LOGIN_ATTEMPTS_PER_CLIENT,
      passwordResetPerClient: env.PASSWORD_RESET_RATE_LIMIT,
      passwordLinkPerClient: env.PASSWORD_LINK_CHECK_RATE_LIMIT,
      passwordMailsPerAddress: env.PASSWORD_MAILS_PER_ADDRESS,
      horoscopeLinkPerClient: env.HOROSCOPE_LINK_RATE_LIMIT,
      readingPagePerClient: env.READING_PAGE_RATE_LIMIT,
      horoscopeSubscribePerClient: env.HOROSCOPE_SUBSCRIBE_RATE_LIMIT,
    },
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    firstAdmin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    // Only NODE_ENV=production as set asks for Stripe keys: an unset NODE_ENV also runs as production,
    // and a newcomer's `npm start` keeps test mode.
    stripe: stripeSettings(env, cleaned.NODE_ENV === 'production'),
    push: pushSettings(env),
    s3: s3Settings(env),
  };
}
