import { describe, expect, it } from 'vitest';
import { orderStage, orderStageDates, orderStatus, type OrderFlags } from './order-status';

const flags = (overrides: Partial<OrderFlags>): OrderFlags => ({ isPaid: false, questionsCompleted: false, readingCompleted: false, refunded: false, ...overrides });

describe('orderStatus', () => {
  it.each([
    [{}, 'payment_needed'],
    [{ readingCompleted: true }, 'payment_needed'], // a completed free reading still has its full reading to pay for
    [{ isPaid: true }, 'needs_input'],
    [{ isPaid: true, readingCompleted: true }, 'needs_input'],
    [{ isPaid: true, questionsCompleted: true }, 'in_progress'],
    [{ isPaid: true, questionsCompleted: true, readingCompleted: true }, 'completed'],
    [{ isPaid: true, questionsCompleted: true, readingCompleted: true, refunded: true }, 'refunded'],
    [{ isPaid: true, refunded: true }, 'refunded'],
  ] as const)('%o -> %s', (overrides, expected) => {
    expect(orderStatus(flags(overrides))).toBe(expected);
  });
});

describe('orderStage', () => {
  const created = new Date('2026-03-01T10:00:00Z');
  const at = (hours: number) => new Date(created.getTime() + hours * 3_600_000);

  it('starts at Request Received and rises with time at exactly 2 and 6 hours', () => {
    expect(orderStage('needs_input', created, at(0))).toBe(1);
    expect(orderStage('needs_input', created, at(1.999))).toBe(1);
    expect(orderStage('needs_input', created, at(2))).toBe(2);
    expect(orderStage('needs_input', created, at(5.999))).toBe(2);
    expect(orderStage('needs_input', created, at(6))).toBe(3);
  });

  it('an order in progress is at least stage 2, never 4 before it is completed', () => {
    expect(orderStage('in_progress', created, at(0))).toBe(2);
    expect(orderStage('in_progress', created, at(500))).toBe(3);
    expect(orderStage('completed', created, at(0))).toBe(4);
  });

  it('shows the creation time, then +3, +8 and +36 hours (across a month end)', () => {
    const lastDay = new Date('2028-02-28T20:00:00Z'); // leap year: +36 h lands on 1 March
    expect(orderStageDates(lastDay).map((d) => d.toISOString())).toEqual([
      '2028-02-28T20:00:00.000Z',
      '2028-02-28T23:00:00.000Z',
      '2028-02-29T04:00:00.000Z',
      '2028-03-01T08:00:00.000Z',
    ]);
  });
});
