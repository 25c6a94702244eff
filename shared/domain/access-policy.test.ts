import { describe, expect, it } from 'vitest';
import { accessTo, readerOf, type AccessFacts, type OrderPart, type Reader, type Refusal } from './access-policy';
// Every reader × order state × part, as a table people read: '✓' granted, else the refusal.
import TABLE from './access-policy.table.md?raw';

/** The order states a reader meets: unpaid, paid (in preparation, delivered), refund asked, refunded. */
const STATES = {
  unpaid: { isPaid: false, refunded: false, refundRequested: false, delivered: false },
  'unpaid, free reading delivered': { isPaid: false, refunded: false, refundRequested: false, delivered: true },
  'paid, in preparation': { isPaid: true, refunded: false, refundRequested: false, delivered: false },
  'paid, delivered': { isPaid: true, refunded: false, refundRequested: false, delivered: true },
  'paid, refund asked': { isPaid: true, refunded: false, refundRequested: true, delivered: true },
  refunded: { isPaid: true, refunded: true, refundRequested: true, delivered: true },
} as const satisfies Record<string, AccessFacts>;
type State = keyof typeof STATES;

const READERS: Reader[] = ['staff', 'owner', 'other_account', 'signed_out'];
const PARTS: OrderPart[] = ['preview', 'notes', 'premium', 'audio', 'offer'];

/** The table's rows as cases: reader, order state, part, and what it must answer. */
function tableCases() {
  const rows = TABLE.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| reader') && !line.startsWith('| ---'));
  return rows.flatMap((row) => {
    const [reader, state, ...cells] = row.split('|').slice(1, -1).map((cell) => cell.trim()) as [Reader, State, ...string[]];
    return cells.map((expected, index) => [reader, state, PARTS[index]!, expected as '✓' | Refusal] as const);
  });
}

describe('accessTo: every reader, order state and part', () => {
  const cases = tableCases();

  it('has the parts as its columns, and one row for every case', () => {
    const header = TABLE.split('\n').find((line) => line.startsWith('| reader'))!;
    expect(header.split('|').slice(1, -1).map((cell) => cell.trim())).toEqual(['reader', 'order', ...PARTS]);
    const keys = cases.map(([reader, state, part]) => `${reader}/${state}/${part}`);
    expect(new Set(keys).size).toBe(READERS.length * Object.keys(STATES).length * PARTS.length);
    expect(keys).toHaveLength(new Set(keys).size);
  });

  it.each(cases)('%s, %s order, %s -> %s', (reader, state, part, expected) => {
    const access = accessTo(part, reader, STATES[state]);
    expect(access.granted ? '✓' : access.refusal).toBe(expected);
  });
});

describe('readerOf', () => {
  it('tells staff, the owner, another account and a signed-out visitor apart', () => {
    expect(readerOf(undefined, 7)).toBe('signed_out');
    expect(readerOf({ id: 7, role: 'customer' }, 7)).toBe('owner');
    expect(readerOf({ id: 8, role: 'customer' }, 7)).toBe('other_account');
    expect(readerOf({ id: 8, role: 'staff' }, 7)).toBe('staff');
    expect(readerOf({ id: 9, role: 'admin' }, null)).toBe('staff');
  });

  it('never makes anyone the owner of an order without an account', () => {
    expect(readerOf({ id: 7, role: 'customer' }, null)).toBe('other_account');
  });
});
