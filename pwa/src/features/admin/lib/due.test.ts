import { describe, expect, it } from 'vitest';
import { dueLabel } from './due';

const now = Date.parse('2025-05-19T12:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();
const H = 3_600_000;

describe('dueLabel', () => {
  it('counts down while the promise holds', () => {
    expect(dueLabel(at(5 * H + 59 * 60_000), now)).toEqual({ text: 'due in 5 h', overdue: false });
    expect(dueLabel(at(40 * 60_000), now)).toEqual({ text: 'due in 40 min', overdue: false });
    expect(dueLabel(at(30_000), now)).toEqual({ text: 'due in 1 min', overdue: false });
    expect(dueLabel(at(50 * H), now)).toEqual({ text: 'due in 2 d', overdue: false });
  });

  it('says how late an overdue reading is', () => {
    expect(dueLabel(at(-3 * H - 10 * 60_000), now)).toEqual({ text: '3 h overdue', overdue: true });
    expect(dueLabel(at(0), now)).toEqual({ text: '1 min overdue', overdue: true });
  });

  it('trusts the server when it already says overdue', () => {
    expect(dueLabel(at(60_000), now, true).overdue).toBe(true);
  });
});
