import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const size = (limiter: RateLimiter) => (limiter as unknown as { windows: Map<string, unknown> }).windows.size;

  it('allows `max` uses per window and answers without throwing', () => {
    const limiter = new RateLimiter({ max: 2, windowMs: 60_000 });
    expect([limiter.allow('a'), limiter.allow('a'), limiter.allow('a'), limiter.allow('b')]).toEqual([true, true, false, true]);
    expect(limiter.count('a')).toBe(2);
    expect(() => limiter.check('a')).toThrow();
  });

  it('forgets ended windows, so keys from an earlier hour take no memory', () => {
    vi.useFakeTimers();
    const limiter = new RateLimiter({ max: 1, windowMs: 1000 });
    for (let i = 0; i < 500; i++) limiter.record(`key-${i}`);
    expect(size(limiter)).toBe(500);
    vi.advanceTimersByTime(1000);
    expect(limiter.allow('key-0')).toBe(true);
    expect(size(limiter)).toBe(1);
  });

  it('keeps at most its number of keys within one window, forgetting the oldest first', () => {
    const limiter = new RateLimiter({ max: 1, windowMs: 60_000 }, 100);
    for (let i = 0; i < 1000; i++) limiter.record(`key-${i}`);
    expect(size(limiter)).toBe(100);
    expect(limiter.allow('key-999')).toBe(false);
    expect(limiter.allow('key-0')).toBe(true);
  });
});
