import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, isCompleteExpiry } from './card-format';

describe('formatCardNumber', () => {
  it('groups card digits by four and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0025 0000x3155')).toBe('4000 0025 0000 3155');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});

/** What people paste or type into the expiry field, and what the field then shows (Stripe's field takes all of these). */
describe('formatExpiry', () => {
  it.each([
    ['12 / 34', '12/34'],
    ['12/34', '12/34'],
    ['12/2034', '12/34'],
    ['12 / 2034', '12/34'],
    ['1234', '12/34'],
    ['122034', '12/34'],
    ['1/34', '01/34'],
    ['1 / 2034', '01/34'],
    ['01/34', '01/34'],
    [' 12 / 34 ', '12/34'],
    ['12-34', '12/34'],
    ['12.2034', '12/34'],
    ['12 34', '12/34'],
    ['MM 12 / YY 34', '12/34'],
  ])('pasting %j shows %j', (pasted, shown) => {
    expect(formatExpiry(pasted)).toBe(shown);
    // What the field shows is stable: formatting it again changes nothing.
    expect(formatExpiry(shown)).toBe(shown);
  });

  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1228', '12/28'],
    ['5', '05'],
    ['530', '05/30'],
    ['1/', '01/'],
    ['12/', '12/'],
    ['12/2', '12/2'],
    ['0', '0'],
    ['', ''],
    ['abc', ''],
  ])('typing %j shows %j', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it('ignores digits past a full date, so a field cannot grow beyond MM/YY', () => {
    expect(formatExpiry('12/345')).toBe('12/34');
    expect(formatExpiry('123456')).toBe('12/34');
  });
});

describe('isCompleteExpiry', () => {
  it('knows a complete expiry from an incomplete or impossible one', () => {
    expect(isCompleteExpiry('12/28')).toBe(true);
    expect(isCompleteExpiry('13/28')).toBe(false);
    expect(isCompleteExpiry('00/28')).toBe(false);
    expect(isCompleteExpiry('12/2')).toBe(false);
  });
});
