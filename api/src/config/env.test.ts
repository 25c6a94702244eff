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
