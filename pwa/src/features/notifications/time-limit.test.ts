import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeLimitExceeded, withinTimeLimit } from './lib/time-limit';

describe('waiting for work within a time limit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up once the limit has passed on work that never settles', async () => {
    const waiting = withinTimeLimit(new Promise<never>(() => {}), 15_000);
    const outcome = vi.fn();
    waiting.then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(TimeLimitExceeded));
  });

  it('gives the work its own outcome when it settles in time, and leaves no timer behind', async () => {
    await expect(withinTimeLimit(Promise.resolve('on'), 15_000)).resolves.toBe('on');
    await expect(withinTimeLimit(Promise.reject(new Error('refused')), 15_000)).rejects.toThrow('refused');
    expect(vi.getTimerCount()).toBe(0);
  });
});
