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

describe('database timeouts', () => {
  it('bounds a request on PostgreSQL to a few seconds unless set', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ connectMs: 3000, statementMs: 4000 });
    expect(loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '1500', DATABASE_STATEMENT_TIMEOUT_MS: '20000' }).databaseTimeouts).toEqual({ connectMs: 1500, statementMs: 20000 });
  });

  it.each([
    ['DATABASE_CONNECT_TIMEOUT_MS', 'soon'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '0'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '2.5'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '600000'],
  ])('stops at start on %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
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

describe('uploads: the local folder or an S3 object store', () => {
  const S3 = { S3_BUCKET: 'shop-uploads', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret/key+example' };

  it('keeps uploads in DATA_DIR/uploads without S3_BUCKET', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads the bucket, its keys and the optional settings, with us-east-1 and virtual-host addresses by default', () => {
    expect(loadConfig(S3).s3).toEqual({ bucket: 'shop-uploads', endpoint: undefined, region: 'us-east-1', accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret/key+example', forcePathStyle: false });
    const minio = loadConfig({ ...S3, S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'true' }).s3;
    expect(minio).toMatchObject({ endpoint: 'http://minio:9000', region: 'auto', forcePathStyle: true });
  });

  it('refuses a bucket without its keys, naming the missing ones', () => {
    const message = messageOf(() => loadConfig({ S3_BUCKET: 'shop-uploads' }));
    expect(message).toContain('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    expect(messageOf(() => loadConfig({ ...S3, S3_SECRET_ACCESS_KEY: '' }))).toMatch(/set S3_SECRET_ACCESS_KEY too/);
  });

  it('refuses S3 settings without a bucket rather than keep uploads on one disk', () => {
    const message = messageOf(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }));
    expect(message).toContain('S3_ENDPOINT and S3_ACCESS_KEY_ID are set without S3_BUCKET');
  });

  it('stops with a message naming a bad value', () => {
    expect(messageOf(() => loadConfig({ ...S3, S3_BUCKET: 'Shop_Uploads' }))).toContain('S3_BUCKET: must be a bucket name');
    expect(messageOf(() => loadConfig({ ...S3, S3_ENDPOINT: 'minio:9000' }))).toContain('S3_ENDPOINT');
    expect(messageOf(() => loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'yes' }))).toContain('S3_FORCE_PATH_STYLE: must be true or false');
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
