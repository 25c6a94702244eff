import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('gives a newcomer the embedded defaults: port 3000, SQLite under ./data, mail as files', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(resolve('./data'));
    expect(config.databaseUrl).toBe(`file:${resolve('./data/soulsketch.sqlite')}`);
    expect(config.mailDir).toBe(resolve('./data/mail'));
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.rateLimits.freeReading).toEqual({ max: 10, windowMs: 3_600_000 });
  });

  it('reads every setting and treats empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/shop',
      DATABASE_URL: 'postgres://shop@db/shop',
      PUBLIC_URL: 'https://soulsketch.example/',
      SMTP_URL: 'smtp://mail.example:587',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      FREE_READING_RATE_LIMIT: '3/60',
      MAIL_FROM: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/shop',
      databaseUrl: 'postgres://shop@db/shop',
      publicUrl: 'https://soulsketch.example',
      smtpUrl: 'smtp://mail.example:587',
      logLevel: 'warn',
      trustedProxies: 1,
      rateLimits: { freeReading: { max: 3, windowMs: 60_000 } },
    });
    expect(config.mailFrom).toContain('SoulSketch');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://nope'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['FREE_READING_RATE_LIMIT', 'ten'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '-1'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it.each([
    [undefined, 0],
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['1', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%s as %i proxies in front', (value, proxies) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustedProxies).toBe(proxies);
  });
});

describe('PASSWORD_MAILS_PER_ADDRESS', () => {
  it('allows five password mails per inbox an hour unless set', () => {
    expect(loadConfig({}).rateLimits.passwordMailsPerAddress).toEqual({ max: 5, windowMs: 3_600_000 });
    expect(loadConfig({ PASSWORD_MAILS_PER_ADDRESS: '2/600' }).rateLimits.passwordMailsPerAddress).toEqual({ max: 2, windowMs: 600_000 });
  });

  it('stops with a message naming it on a bad value', () => {
    expect(() => loadConfig({ PASSWORD_MAILS_PER_ADDRESS: 'five' })).toThrow(/PASSWORD_MAILS_PER_ADDRESS/);
  });
});

describe('payments: Stripe or test mode', () => {
  const KEYS = { STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

  it('takes real payments with the three keys, in production or not', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...KEYS }).stripe).toMatchObject({ secretKey: 'sk_live_abc123', publishableKey: 'pk_live_abc123', webhookSecret: 'whsec_abc123' });
    expect(loadConfig({ NODE_ENV: 'test', ...KEYS }).stripe?.secretKey).toBe('sk_live_abc123');
  });

  it('runs test mode without keys when NODE_ENV is not production: a newcomer, the tests, development', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) expect(loadConfig({ NODE_ENV }).stripe).toBeUndefined();
  });

  it('refuses to start in production without keys, naming the three variables and PAYMENTS_TEST_MODE', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const message = messageOf(() => loadConfig({ NODE_ENV: 'production' }));
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'PAYMENTS_TEST_MODE=true']) expect(message).toContain(name);
  });

  it('names only the missing keys when some are set', () => {
    const message = messageOf(() => loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: KEYS.STRIPE_SECRET_KEY }));
    expect(message).toContain('STRIPE_PUBLISHABLE_KEY');
    expect(message).toContain('STRIPE_WEBHOOK_SECRET');
    expect(message).not.toContain('STRIPE_SECRET_KEY');
    // Outside production too: half a Stripe set-up is a mistake, never test mode.
    expect(messageOf(() => loadConfig({ NODE_ENV: 'test', STRIPE_WEBHOOK_SECRET: KEYS.STRIPE_WEBHOOK_SECRET }))).toMatch(/STRIPE_SECRET_KEY.*STRIPE_PUBLISHABLE_KEY/);
  });

  it('starts a production demo shop in test mode with PAYMENTS_TEST_MODE=true', () => {
    const config = loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' });
    expect(config.stripe).toBeUndefined();
    expect(config.env).toBe('production');
  });

  it('refuses PAYMENTS_TEST_MODE=true together with Stripe keys as contradictory', () => {
    expect(messageOf(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true', ...KEYS }))).toMatch(/PAYMENTS_TEST_MODE/);
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENTS_TEST_MODE: 'true', STRIPE_SECRET_KEY: KEYS.STRIPE_SECRET_KEY })).toThrow(/PAYMENTS_TEST_MODE/);
  });

  it('asks for the keys wherever PAYMENTS_TEST_MODE=false, and reads only true or false', () => {
    expect(messageOf(() => loadConfig({ NODE_ENV: 'development', PAYMENTS_TEST_MODE: 'false' }))).toContain('STRIPE_SECRET_KEY');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'false', ...KEYS }).stripe).toBeDefined();
    expect(() => loadConfig({ PAYMENTS_TEST_MODE: 'sometimes' })).toThrow(/PAYMENTS_TEST_MODE/);
  });
});

function messageOf(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}
