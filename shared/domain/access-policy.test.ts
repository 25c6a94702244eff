import { describe, expect, it } from 'vitest';
import { accessTo, readerOf, type AccessFacts, type OrderPart, type Reader, type Refusal } from './access-policy';

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

/** Shorthand for one row of the table: '✓' granted, else the refusal. */
type Cell = '✓' | Refusal;

/** Every reader × state × part. Read a row as: this reader, this order, these parts. */
const TABLE: Record<Reader, Record<State, Record<OrderPart, Cell>>> = {
  staff: {
    unpaid: { preview: '✓', notes: '✓', premium: '✓', audio: '✓', offer: 'payment_required' },
    'unpaid, free reading delivered': { preview: '✓', notes: '✓', premium: '✓', audio: '✓', offer: 'payment_required' },
    'paid, in preparation': { preview: '✓', notes: '✓', premium: '✓', audio: '✓', offer: 'not_yours' },
    'paid, delivered': { preview: '✓', notes: '✓', premium: '✓', audio: '✓', offer: 'not_yours' },
    'paid, refund asked': { preview: '✓', notes: '✓', premium: '✓', audio: '✓', offer: 'not_yours' },
    refunded: { preview: '✓', notes: '✓', premium: '✓', audio: '✓', offer: 'not_yours' },
  },
  owner: {
    unpaid: { preview: '✓', notes: 'payment_required', premium: 'payment_required', audio: 'payment_required', offer: 'payment_required' },
    'unpaid, free reading delivered': { preview: '✓', notes: 'payment_required', premium: 'payment_required', audio: 'payment_required', offer: 'payment_required' },
    'paid, in preparation': { preview: '✓', notes: '✓', premium: '✓', audio: 'not_delivered', offer: '✓' },
    'paid, delivered': { preview: '✓', notes: '✓', premium: '✓', audio: '✓', offer: '✓' },
    // The money is on its way back: the offer closes at once; what was bought stays until the refund is made.
    'paid, refund asked': { preview: '✓', notes: '✓', premium: '✓', audio: '✓', offer: 'refunded' },
    // A refunded order opens what an unpaid one opens: the preview.
    refunded: { preview: '✓', notes: 'refunded', premium: 'refunded', audio: 'refunded', offer: 'refunded' },
  },
  other_account: {
    unpaid: { preview: '✓', notes: 'not_yours', premium: 'not_yours', audio: 'not_yours', offer: 'payment_required' },
    'unpaid, free reading delivered': { preview: '✓', notes: 'not_yours', premium: 'not_yours', audio: 'not_yours', offer: 'payment_required' },
    'paid, in preparation': { preview: '✓', notes: 'not_yours', premium: 'not_yours', audio: 'not_yours', offer: 'not_yours' },
    'paid, delivered': { preview: '✓', notes: 'not_yours', premium: 'not_yours', audio: 'not_yours', offer: 'not_yours' },
    'paid, refund asked': { preview: '✓', notes: 'not_yours', premium: 'not_yours', audio: 'not_yours', offer: 'not_yours' },
    refunded: { preview: '✓', notes: 'not_yours', premium: 'not_yours', audio: 'not_yours', offer: 'not_yours' },
  },
  signed_out: {
    unpaid: { preview: '✓', notes: 'signed_out', premium: 'signed_out', audio: 'signed_out', offer: 'payment_required' },
    'unpaid, free reading delivered': { preview: '✓', notes: 'signed_out', premium: 'signed_out', audio: 'signed_out', offer: 'payment_required' },
    'paid, in preparation': { preview: '✓', notes: 'signed_out', premium: 'signed_out', audio: 'signed_out', offer: 'signed_out' },
    'paid, delivered': { preview: '✓', notes: 'signed_out', premium: 'signed_out', audio: 'signed_out', offer: 'signed_out' },
    'paid, refund asked': { preview: '✓', notes: 'signed_out', premium: 'signed_out', audio: 'signed_out', offer: 'signed_out' },
    refunded: { preview: '✓', notes: 'signed_out', premium: 'signed_out', audio: 'signed_out', offer: 'signed_out' },
  },
};

describe('accessTo: every reader, order state and part', () => {
  const cases = READERS.flatMap((reader) =>
    (Object.keys(STATES) as State[]).flatMap((state) => PARTS.map((part) => [reader, state, part, TABLE[reader][state][part]] as const)),
  );

  it('has a row for every case', () => {
    expect(cases).toHaveLength(READERS.length * Object.keys(STATES).length * PARTS.length);
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
