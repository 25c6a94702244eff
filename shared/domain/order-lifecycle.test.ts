import { describe, expect, it } from 'vitest';
import {
  drawsSketch,
  dueTime,
  isOverdue,
  orderStatus,
  orderTimeline,
  preparationStart,
  readyBy,
  workStatus,
  WORK_STATUS_LABELS,
  type OrderFlags,
  type TimelineFacts,
} from './order-lifecycle';
import { PRODUCT_IDS } from './products';

const HOUR = 3_600_000;
const flags = (overrides: Partial<OrderFlags>): OrderFlags => ({ isPaid: false, questionsCompleted: false, readingCompleted: false, refunded: false, ...overrides });

describe('orderStatus: every stage and transition', () => {
  it.each([
    ['placed', {}, 'payment_needed'],
    ['placed, its free reading delivered: the full reading is still to pay for', { readingCompleted: true }, 'payment_needed'],
    ['placed, of a product that asks nothing', { questionsCompleted: true }, 'payment_needed'],
    ['paid, waiting for answers', { isPaid: true }, 'needs_input'],
    ['paid, waiting for answers, the free reading delivered before the payment', { isPaid: true, readingCompleted: true }, 'needs_input'],
    ['paid, nothing asked: in preparation at once', { isPaid: true, questionsCompleted: true }, 'in_progress'],
    ['delivered', { isPaid: true, questionsCompleted: true, readingCompleted: true }, 'completed'],
    ['refunded after delivery', { isPaid: true, questionsCompleted: true, readingCompleted: true, refunded: true }, 'refunded'],
    ['refunded in preparation', { isPaid: true, questionsCompleted: true, refunded: true }, 'refunded'],
    ['refunded while waiting for answers', { isPaid: true, refunded: true }, 'refunded'],
  ] as const)('%s -> %s', (_name, overrides, expected) => {
    expect(orderStatus(flags(overrides))).toBe(expected);
  });
});

describe('workStatus: the staff queue badge', () => {
  it.each([
    ['an unpaid free request is being made', {}, 'in_progress'],
    ['paid work whose answers have not arrived waits for them', { isPaid: true }, 'needs_input'],
    ['paid work with its answers is owed', { isPaid: true, questionsCompleted: true }, 'in_progress'],
    ['a product that asks nothing is owed from the payment', { isPaid: true, questionsCompleted: true }, 'in_progress'],
    ['delivered', { isPaid: true, questionsCompleted: true, readingCompleted: true }, 'completed'],
    ['a delivered free reading', { readingCompleted: true }, 'completed'],
    ['refunded, whatever else', { isPaid: true, readingCompleted: true, refunded: true }, 'refunded'],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(workStatus(flags(overrides))).toBe(expected);
  });

  it('calls paid work without answers "Waiting for answers" for staff', () => {
    expect(WORK_STATUS_LABELS.needs_input).toBe('Waiting for answers');
  });
});

describe('dueTime: one rule for when work is due', () => {
  const at = new Date('2026-11-20T10:00:00.000Z');

  it('gives a free request a day from its placing', () => {
    expect(dueTime({ by: 'request', at })?.toISOString()).toBe('2026-11-21T10:00:00.000Z');
  });

  it('gives paid work that asks nothing 48 hours from the payment', () => {
    expect(dueTime({ by: 'payment', at, waitsForAnswers: false })?.toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });

  it('gives paid work that waits for answers no due time, then 48 hours from the answers', () => {
    expect(dueTime({ by: 'payment', at, waitsForAnswers: true })).toBeNull();
    const answered = new Date('2026-11-25T23:30:00.000Z');
    expect(dueTime({ by: 'answers', at: answered })?.toISOString()).toBe('2026-11-27T23:30:00.000Z');
    expect(preparationStart(dueTime({ by: 'answers', at: answered })!).toISOString()).toBe(answered.toISOString());
  });
});

describe('isOverdue', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');
  it('is past the due time and still owed, to the millisecond', () => {
    expect(isOverdue({ readingCompleted: false, dueAt: '2026-11-22T09:59:59.999Z' }, now)).toBe(true);
    expect(isOverdue({ readingCompleted: false, dueAt: '2026-11-22T10:00:00.000Z' }, now)).toBe(false);
    expect(isOverdue({ readingCompleted: true, dueAt: '2026-11-01T10:00:00.000Z' }, now)).toBe(false);
  });

  it('is never overdue without a due time (waiting for answers)', () => {
    expect(isOverdue({ readingCompleted: false, dueAt: null }, now)).toBe(false);
  });
});

describe('readyBy: what the dashboard promises', () => {
  const dueAt = '2026-11-22T10:00:00.000Z';
  it('promises only work in preparation', () => {
    expect(readyBy({ status: 'in_progress', dueAt })).toBe(dueAt);
    for (const status of ['payment_needed', 'needs_input', 'completed', 'refunded'] as const) expect(readyBy({ status, dueAt }), status).toBeNull();
    expect(readyBy({ status: 'in_progress', dueAt: null })).toBeNull();
  });
});

describe('orderTimeline: the status dialog', () => {
  const paidAt = new Date('2026-11-20T08:00:00.000Z');
  const answeredAt = new Date('2026-11-21T10:00:00.000Z');
  const dueAt = dueTime({ by: 'answers', at: answeredAt })!;
  const hoursAfterAnswers = (hours: number) => new Date(answeredAt.getTime() + hours * HOUR);
  // The premium reading, paid before its free reading was delivered: the artist still draws its sketch.
  const premium = { productId: PRODUCT_IDS.premiumSoulmateReading, sketchSentAt: null };
  const preparing: TimelineFacts = { ...premium, status: 'in_progress', receivedAt: paidAt, dueAt, completedAt: null };
  const states = (facts: TimelineFacts, now: Date) => orderTimeline(facts, now).map((step) => step.state);
  const times = (facts: TimelineFacts, now: Date) => orderTimeline(facts, now).map((step) => step.at?.toISOString() ?? null);

  it('counts from the answers, not the payment: In Progress at once, the artist at exactly 6 hours', () => {
    expect(states(preparing, hoursAfterAnswers(0))).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(states(preparing, hoursAfterAnswers(5.999))).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(states(preparing, hoursAfterAnswers(6))).toEqual(['done', 'done', 'current', 'upcoming']);
    expect(states(preparing, hoursAfterAnswers(500))).toEqual(['done', 'done', 'current', 'upcoming']);
    expect(times(preparing, hoursAfterAnswers(1))).toEqual([
      '2026-11-20T08:00:00.000Z',
      '2026-11-21T10:00:00.000Z',
      '2026-11-21T16:00:00.000Z',
      dueAt.toISOString(),
    ]);
  });

  it('never dates the current step in the future, and dates Reading Complete at Ready by, never before', () => {
    for (const hours of [0, 1, 5.999, 6, 30, 47.999, 60]) {
      const now = hoursAfterAnswers(hours);
      const steps = orderTimeline(preparing, now);
      const current = steps.find((step) => step.state === 'current')!;
      expect(current.at!.getTime(), `${hours} h`).toBeLessThanOrEqual(now.getTime());
      expect(steps[3]!.at!.toISOString(), `${hours} h`).toBe(readyBy({ status: 'in_progress', dueAt: dueAt.toISOString() }));
      // Steps run forward in time.
      const dated = steps.map((step) => step.at!.getTime());
      expect([...dated].sort((a, b) => a - b), `${hours} h`).toEqual(dated);
    }
  });

  it('clamps a current step to now when the server’s clock runs ahead of the browser’s', () => {
    const now = hoursAfterAnswers(-0.01);
    const current = orderTimeline(preparing, now).find((step) => step.state === 'current')!;
    expect(current.at!.toISOString()).toBe(now.toISOString());
  });

  it('promises nothing while waiting for payment or answers', () => {
    const waiting: TimelineFacts = { ...premium, status: 'needs_input', receivedAt: paidAt, dueAt: null, completedAt: null };
    expect(states(waiting, hoursAfterAnswers(100))).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    expect(times(waiting, hoursAfterAnswers(100))).toEqual(['2026-11-20T08:00:00.000Z', null, null, null]);
    const unpaid: TimelineFacts = { ...premium, status: 'payment_needed', receivedAt: paidAt, dueAt: null, completedAt: null };
    expect(times(unpaid, hoursAfterAnswers(100)).slice(1)).toEqual([null, null, null]);
  });

  it('ticks every step of a delivered reading, none dated after its completion', () => {
    const early = hoursAfterAnswers(2);
    const done: TimelineFacts = { ...premium, status: 'completed', receivedAt: paidAt, dueAt, completedAt: early };
    expect(states(done, hoursAfterAnswers(3))).toEqual(['done', 'done', 'done', 'done']);
    expect(times(done, hoursAfterAnswers(3))).toEqual(['2026-11-20T08:00:00.000Z', '2026-11-21T10:00:00.000Z', early.toISOString(), early.toISOString()]);
  });

  it('counts from the payment when nothing is asked (across a month end in a leap year)', () => {
    const paid = new Date('2028-02-28T20:00:00.000Z');
    const facts: TimelineFacts = { ...premium, status: 'in_progress', receivedAt: paid, dueAt: dueTime({ by: 'payment', at: paid, waitsForAnswers: false }), completedAt: null };
    expect(times(facts, new Date('2028-02-29T03:00:00.000Z'))).toEqual([
      '2028-02-28T20:00:00.000Z',
      '2028-02-28T20:00:00.000Z',
      '2028-02-29T02:00:00.000Z',
      '2028-03-01T20:00:00.000Z',
    ]);
  });

  const names = (facts: TimelineFacts) => orderTimeline(facts, hoursAfterAnswers(7)).map((step) => step.name);

  it('has the artist’s step only while a sketch is still to draw for the product', () => {
    expect(names(preparing)).toEqual(['Request Received', 'In Progress', 'Artist Creating Sketch', 'Reading Complete']);
    // The Soulmate Manifestation System and the love forecast have no sketch in the product registry.
    for (const productId of [PRODUCT_IDS.manifestationSystem, PRODUCT_IDS.loveForecast, PRODUCT_IDS.twinFlameReading]) {
      expect(names({ ...preparing, productId }), String(productId)).toEqual(['Request Received', 'In Progress', 'Reading Complete']);
    }
    // The premium reading paid after its free reading brought the sketch: nothing left to draw.
    const sketchSentAt = new Date(paidAt.getTime() - 2 * HOUR);
    expect(names({ ...preparing, sketchSentAt })).toEqual(['Request Received', 'In Progress', 'Reading Complete']);
    // A sketch sent for this work (its delivery) was the artist's step.
    expect(names({ ...preparing, status: 'completed', completedAt: hoursAfterAnswers(5), sketchSentAt: hoursAfterAnswers(5) })).toContain('Artist Creating Sketch');
  });

  it('without the artist’s step, stays In Progress until the reading is complete', () => {
    const system: TimelineFacts = { ...preparing, productId: PRODUCT_IDS.manifestationSystem };
    for (const hours of [0, 6, 30, 47.9]) {
      expect(states(system, hoursAfterAnswers(hours)), `${hours} h`).toEqual(['done', 'current', 'upcoming']);
    }
    expect(times(system, hoursAfterAnswers(1))).toEqual(['2026-11-20T08:00:00.000Z', '2026-11-21T10:00:00.000Z', dueAt.toISOString()]);
    const delivered: TimelineFacts = { ...system, status: 'completed', completedAt: hoursAfterAnswers(3) };
    expect(states(delivered, hoursAfterAnswers(4))).toEqual(['done', 'done', 'done']);
  });
});

describe('drawsSketch: from the product registry and what was already sent', () => {
  const receivedAt = new Date('2026-11-20T08:00:00.000Z');
  it.each([
    ['the premium reading, no sketch yet', PRODUCT_IDS.premiumSoulmateReading, null, true],
    ['the premium reading, its free sketch sent before the payment', PRODUCT_IDS.premiumSoulmateReading, '2026-11-19T08:00:00.000Z', false],
    ['the premium reading, its sketch sent with this work', PRODUCT_IDS.premiumSoulmateReading, '2026-11-21T08:00:00.000Z', true],
    ['the soulmate sketch & reading', PRODUCT_IDS.soulmateReading, null, true],
    ['the Soulmate Manifestation System', PRODUCT_IDS.manifestationSystem, null, false],
    ['the love forecast', PRODUCT_IDS.loveForecast, null, false],
    ['the money tree', PRODUCT_IDS.moneyTree, null, false],
  ] as const)('%s', (_label, productId, sent, expected) => {
    expect(drawsSketch({ productId, receivedAt, sketchSentAt: sent === null ? null : new Date(sent) })).toBe(expected);
  });
});
