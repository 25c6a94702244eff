import { describe, expect, it } from 'vitest';
import {
  describeCountdown,
  formatCountdown,
  OFFER_COOKIE,
  OFFER_DURATION_MS,
  offerCookie,
  parseOfferExpiry,
  readOrStartOffer,
  remainingMs,
} from './offer-expiry';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const HOUR = 3600 * 1000;

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

describe('parseOfferExpiry', () => {
  it('reads the expiry among other cookies', () => {
    const expiry = NOW + 3 * HOUR;
    expect(parseOfferExpiry(`a=1; ${OFFER_COOKIE}=${expiry}; b=2`, NOW)).toBe(expiry);
  });

  it('keeps a past expiry: the offer stays expired across reloads', () => {
    expect(parseOfferExpiry(`${OFFER_COOKIE}=${NOW - HOUR}`, NOW)).toBe(NOW - HOUR);
  });

  it('ignores a missing or malformed cookie', () => {
    expect(parseOfferExpiry('', NOW)).toBeUndefined();
    expect(parseOfferExpiry('other=1', NOW)).toBeUndefined();
    for (const bad of ['', 'abc', 'NaN', '12.5', '-100', '1e12', 'Thu, 01 Jan 2026', '%E0%A4%A']) {
      expect(parseOfferExpiry(`${OFFER_COOKIE}=${bad}`, NOW), bad).toBeUndefined();
    }
  });

  it('refuses an expiry further away than one window (a hand-edited cookie)', () => {
    expect(parseOfferExpiry(`${OFFER_COOKIE}=${NOW + OFFER_DURATION_MS}`, NOW)).toBe(NOW + OFFER_DURATION_MS);
    expect(parseOfferExpiry(`${OFFER_COOKIE}=${NOW + 30 * HOUR}`, NOW)).toBeUndefined();
  });
});

describe('offerCookie', () => {
  it('is SameSite=Lax on the whole site, and outlives the offer', () => {
    const text = offerCookie(NOW + OFFER_DURATION_MS, false);
    expect(text).toMatch(new RegExp(`^${OFFER_COOKIE}=${NOW + OFFER_DURATION_MS}; `));
    expect(text).toContain('; path=/');
    expect(text).toContain('; SameSite=Lax');
    expect(text).not.toContain('Secure');
    expect(Date.parse(/expires=([^;]+)/.exec(text)![1]!)).toBeGreaterThan(NOW + OFFER_DURATION_MS);
    expect(offerCookie(NOW, true)).toMatch(/; Secure$/);
  });
});

describe('readOrStartOffer', () => {
  /** A stand-in for document.cookie: writing sets one cookie, reading answers name=value pairs. */
  function fakeDocument(initial = '') {
    const jar = new Map(initial ? initial.split('; ').map((pair) => pair.split('=') as [string, string]) : []);
    return {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      set cookie(text: string) {
        const [pair] = text.split(';');
        const [name, value] = pair!.split('=');
        jar.set(name!, value!);
      },
    };
  }

  it('starts a 24-hour window on the first visit and keeps it on the next', () => {
    const doc = fakeDocument();
    expect(readOrStartOffer(doc, NOW)).toBe(NOW + OFFER_DURATION_MS);
    expect(readOrStartOffer(doc, NOW + HOUR)).toBe(NOW + OFFER_DURATION_MS);
  });

  it('replaces a malformed cookie with a fresh window', () => {
    const doc = fakeDocument(`${OFFER_COOKIE}=garbage`);
    expect(readOrStartOffer(doc, NOW)).toBe(NOW + OFFER_DURATION_MS);
    expect(doc.cookie).toBe(`${OFFER_COOKIE}=${NOW + OFFER_DURATION_MS}`);
  });

  it('keeps an expired window', () => {
    const doc = fakeDocument(`${OFFER_COOKIE}=${NOW - 1}`);
    expect(readOrStartOffer(doc, NOW)).toBe(NOW - 1);
  });
});
