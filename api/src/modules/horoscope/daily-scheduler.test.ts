import pino from 'pino';
import { expect, it, vi } from 'vitest';
import { createDailyScheduler } from './daily-scheduler';

const logger = pino({ level: 'silent' });

it('runs the send at start and then every tick, never two at once, and stops cleanly mid-run', async () => {
  vi.useFakeTimers();
  try {
    let running = 0;
    let overlapped = false;
    let finish: (() => void) | undefined;
    const send = vi.fn(async () => {
      running += 1;
      if (running > 1) overlapped = true;
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      running -= 1;
      return { subscribers: 0, mails: 0, pushes: 0 };
    });
    const scheduler = createDailyScheduler({ send, logger }, { tickMs: 60_000 });
    scheduler.start();
    expect(send).toHaveBeenCalledTimes(1);
    // The run is still going: a tick's time passing starts nothing more.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(send).toHaveBeenCalledTimes(1);
    finish!();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(2);

    const stopped = scheduler.stop();
    finish!();
    await stopped;
    await vi.advanceTimersByTimeAsync(600_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(overlapped).toBe(false);
  } finally {
    vi.useRealTimers();
  }
});

it('logs a failed run and tries again at the next tick', async () => {
  vi.useFakeTimers();
  try {
    const send = vi.fn().mockRejectedValueOnce(new Error('database busy')).mockResolvedValue({ subscribers: 0, mails: 0, pushes: 0 });
    const scheduler = createDailyScheduler({ send, logger }, { tickMs: 60_000 });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(2);
    await scheduler.stop();
  } finally {
    vi.useRealTimers();
  }
});

it('deletes the expired subscriptions after each run, even when the run failed', async () => {
  vi.useFakeTimers();
  try {
    const send = vi.fn().mockRejectedValueOnce(new Error('database busy')).mockResolvedValue({ subscribers: 0, mails: 0, pushes: 0 });
    const deleteExpired = vi.fn().mockRejectedValueOnce(new Error('database busy')).mockResolvedValue(0);
    const scheduler = createDailyScheduler({ send, deleteExpired, logger }, { tickMs: 60_000 });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deleteExpired).toHaveBeenCalledTimes(2);
    await scheduler.stop();
  } finally {
    vi.useRealTimers();
  }
});
