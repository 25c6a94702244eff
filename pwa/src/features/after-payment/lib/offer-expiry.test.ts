import { describe, expect, it } from 'vitest';
import { describeCountdown, formatCountdown, remainingMs } from './offer-expiry';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const HOUR = 3600 * 1000;
const OFFER_DURATION_MS = 24 * HOUR;

describe('formatCountdown', () => {
  it('shows a full window as 24:00:00 and pads every part', () => {
    expect(formatCountdown(OFFER_DURATION_MS)).toBe('24:00:00');
    expect(formatCountdown(HOUR + 2 * 60 * 1000 + 3000)).toBe('01:02:03');
  });

  it('rounds part seconds up, so 00:00:00 means the offer has ended', () => {
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(999)).toBe('00:00:01');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5000)).toBe('00:00:00');
  });
});

describe('remainingMs', () => {
  it('counts down and stops at zero', () => {
    const expiry = NOW + 5000;
    expect(remainingMs(expiry, NOW)).toBe(5000);
    expect(remainingMs(expiry, NOW + 5000)).toBe(0);
    expect(remainingMs(expiry, NOW + 60_000)).toBe(0);
  });
});

describe('describeCountdown', () => {
  it('names hours and minutes for screen readers', () => {
    expect(describeCountdown(23 * HOUR + 59 * 60 * 1000 + 30_000)).toBe('Offer ends in 23 hours and 59 minutes');
    expect(describeCountdown(HOUR + 60 * 1000)).toBe('Offer ends in 1 hour and 1 minute');
    expect(describeCountdown(2 * HOUR)).toBe('Offer ends in 2 hours');
    expect(describeCountdown(5 * 60 * 1000)).toBe('Offer ends in 5 minutes');
    expect(describeCountdown(20_000)).toBe('Offer ends in less than a minute');
    expect(describeCountdown(0)).toBe('This offer has expired');
  });
});
