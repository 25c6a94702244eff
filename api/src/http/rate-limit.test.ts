import createKnex, { type Knex } from 'knex';
import type { Logger } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimits, type OnStoreError } from './rate-limit';
import { memoryStore, postgresStore, type RateLimitStore } from './rate-limit-store';

const fakeLogger = () => ({ warn: vi.fn(), error: vi.fn() });
const limitsOn = (store: RateLimitStore, logger = fakeLogger()) => createRateLimits(store, logger as unknown as Logger);

describe('rate limits in memory', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows `max` uses per window and answers without throwing', async () => {
    const limiter = limitsOn(memoryStore()).limiter('test', { max: 2, windowMs: 60_000 }, { onStoreError: 'allow' });
    const answers = [await limiter.allow('a'), await limiter.allow('a'), await limiter.allow('a'), await limiter.allow('b')];
    expect(answers).toEqual([true, true, false, true]);
    expect(await limiter.count('b')).toBe(1);
    await expect(limiter.check('a')).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
  });

  it('answers 429 with Retry-After in seconds once a key has used its window, and starts afresh after it', async () => {
    vi.useFakeTimers();
    const limiter = limitsOn(memoryStore()).limiter('test', { max: 2, windowMs: 10_000 }, { onStoreError: 'allow' });
    await limiter.consume('a');
    vi.advanceTimersByTime(4000);
    await limiter.consume('a');
    await expect(limiter.consume('a')).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': '6' } });
    // A fixed window: the uses refused inside it do not make it longer.
    vi.advanceTimersByTime(6000);
    await expect(limiter.consume('a')).resolves.toBeUndefined();
  });

  it('counts, checks without counting, and forgets a key on reset', async () => {
    const limiter = limitsOn(memoryStore()).limiter('test', { max: 2, windowMs: 60_000 }, { onStoreError: 'allow' });
    await limiter.check('a');
    expect(await limiter.count('a')).toBe(0);
    await limiter.record('a');
    await limiter.record('a');
    expect(await limiter.count('a')).toBe(2);
    await expect(limiter.check('a')).rejects.toMatchObject({ status: 429 });
    await limiter.reset('a');
    expect(await limiter.count('a')).toBe(0);
  });

  it('keeps limits of different names apart', async () => {
    const limits = limitsOn(memoryStore());
    const one = limits.limiter('one', { max: 1, windowMs: 60_000 }, { onStoreError: 'allow' });
    const two = limits.limiter('two', { max: 1, windowMs: 60_000 }, { onStoreError: 'allow' });
    expect([await one.allow('a'), await two.allow('a'), await one.allow('a')]).toEqual([true, true, false]);
  });

  it('forgets ended windows, so keys from an earlier hour count afresh', async () => {
    vi.useFakeTimers();
    const limiter = limitsOn(memoryStore()).limiter('test', { max: 1, windowMs: 1000 }, { onStoreError: 'allow' });
    for (let i = 0; i < 500; i++) await limiter.record(`key-${i}`);
    expect(await limiter.allow('key-0')).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(await limiter.allow('key-0')).toBe(true);
  });

  it('keeps at most its number of keys within one window, forgetting the oldest first', async () => {
    const limiter = limitsOn(memoryStore(100)).limiter('test', { max: 1, windowMs: 60_000 }, { onStoreError: 'allow' });
    for (let i = 0; i < 1000; i++) await limiter.record(`key-${i}`);
    expect(await limiter.allow('key-999')).toBe(false);
    expect(await limiter.allow('key-0')).toBe(true);
  });
});

/** A store whose every call fails for a reason other than the database being away (a failing query). */
const failingStore: RateLimitStore = () => {
  const fail = () => Promise.reject(new Error('connect ECONNREFUSED'));
  return { add: fail, get: fail, delete: fail };
};

describe('rate limits when their store cannot be reached', () => {
  const rule = { max: 1, windowMs: 60_000 };
  const limiterOn = (store: RateLimitStore, onStoreError: OnStoreError) => {
    const logger = fakeLogger();
    return { logger, limiter: limitsOn(store, logger).limiter('test', rule, { onStoreError }) };
  };

  it("'allow' lets every use through uncounted, with a warning", async () => {
    const { logger, limiter } = limiterOn(failingStore, 'allow');
    for (let i = 0; i < 3; i++) await limiter.consume('a');
    expect(await limiter.allow('a')).toBe(true);
    await limiter.check('a');
    expect(await limiter.count('a')).toBe(0);
    await limiter.record('a');
    await limiter.reset('a');
    expect(logger.warn).toHaveBeenCalledTimes(8);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("'refuse' answers 503 unavailable, never a 500, for every use", async () => {
    const { logger, limiter } = limiterOn(failingStore, 'refuse');
    const unavailable = { status: 503, code: 'unavailable', headers: { 'Retry-After': '60' } };
    await expect(limiter.consume('a')).rejects.toMatchObject(unavailable);
    await expect(limiter.allow('a')).rejects.toMatchObject(unavailable);
    await expect(limiter.check('a')).rejects.toMatchObject(unavailable);
    expect(logger.error).toHaveBeenCalledTimes(3);
  });

  describe('a PostgreSQL store behind a closed port', () => {
    const quiet = { warn() {}, error() {}, deprecate() {}, debug() {} };
    let knex: Knex | undefined;
    afterEach(async () => {
      await knex?.destroy();
    });

    it("refuses a mail's limit with 503, and ends a limit that would let the request through at once, with the database's own error", async () => {
      // Nothing listens on port 1: every connection is refused at once.
      knex = createKnex({ client: 'pg', connection: 'postgres://postgres@127.0.0.1:1/none', pool: { min: 0, max: 1 }, acquireConnectionTimeout: 5000, log: quiet });
      const open = limiterOn(postgresStore(knex), 'allow');
      const closed = limiterOn(postgresStore(knex), 'refuse');
      // The counters are the shop's own database: the request could not run its own queries either, so
      // it ends here (the error handler answers 503 unavailable) rather than wait for each of them.
      await expect(open.limiter.consume('a')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      await expect(open.limiter.allow('a')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      expect(open.logger.warn).not.toHaveBeenCalled();
      await expect(closed.limiter.allow('a')).rejects.toMatchObject({ status: 503, code: 'unavailable' });
    });
  });
});
