import { describe, expect, it } from 'vitest';
import { purchaseTiming, sketchAlreadySent } from './purchase-timing';

describe('what comes when, for a bought line', () => {
  it('says delivered lines are ready now, lines in preparation ready by their due time, and waiting lines wait for answers', () => {
    expect(purchaseTiming({ status: 'completed', readyBy: null })).toEqual({ text: 'Ready now in your account' });
    expect(purchaseTiming({ status: 'in_progress', readyBy: '2026-12-01T10:00:00.000Z' })).toEqual({ text: 'Ready by', at: '2026-12-01T10:00:00.000Z' });
    expect(purchaseTiming({ status: 'in_progress', readyBy: null })).toEqual({ text: 'Ready within 24-48 hours' });
    expect(purchaseTiming({ status: 'needs_input', readyBy: null })).toEqual({ text: 'Ready within 24-48 hours of your answers', waitsForAnswers: true });
    expect(purchaseTiming({ status: 'refunded', readyBy: null })).toBeUndefined();
  });

  it('names the sketch as already sent only while the reading it belongs to is still to come', () => {
    expect(sketchAlreadySent({ status: 'needs_input', sketchSent: true })).toBe(true);
    expect(sketchAlreadySent({ status: 'in_progress', sketchSent: true })).toBe(true);
    expect(sketchAlreadySent({ status: 'completed', sketchSent: true })).toBe(false);
    expect(sketchAlreadySent({ status: 'in_progress', sketchSent: false })).toBe(false);
    expect(sketchAlreadySent({ status: 'in_progress', sketchSent: null })).toBe(false);
  });
});
