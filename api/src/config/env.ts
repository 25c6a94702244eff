import { resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const databaseUrl = z
  .string()
  .refine((url) => /^(postgres(ql)?:\/\/|file:|sqlite:)/.test(url), 'must start with postgres://, postgresql://, file: or sqlite:');

/** Requests per window, written "COUNT/SECONDS" (e.g. "5/600": five every ten minutes). */
const rateLimit = z
  .string()
  .regex(/^\d+\/\d+$/, 'must look like COUNT/SECONDS, e.g. 5/600')
  .transform((value) => {
    const [count, seconds] = value.split('/').map(Number) as [number, number];
    return { max: count, windowMs: seconds * 1000 };
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: databaseUrl.optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('SoulSketch <readings@soulsketch.app>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  STATIC_DIR: z.string().default('./dist/pwa'),
  FREE_READING_RATE_LIMIT: rateLimit.default(() => ({ max: 10, windowMs: 60 * 60 * 1000 })),
  CONFIRMATION_RESEND_RATE_LIMIT: rateLimit.default(() => ({ max: 5, windowMs: 60 * 60 * 1000 })),
});

export type RawEnv = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  mailDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  staticDir: string;
  rateLimits: {
    freeReading: { max: number; windowMs: number };
    confirmationResend: { max: number; windowMs: number };
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start; a bad value stops the process with a message naming it. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings are how shells unset things: treat them as absent so defaults apply.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
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
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailDir: resolve(dataDir, 'mail'),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    staticDir: resolve(env.STATIC_DIR),
    rateLimits: {
      freeReading: env.FREE_READING_RATE_LIMIT,
      confirmationResend: env.CONFIRMATION_RESEND_RATE_LIMIT,
    },
  };
}
