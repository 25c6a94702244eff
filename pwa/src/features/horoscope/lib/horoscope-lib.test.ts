import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRememberedSign, readRememberedSign, REMEMBERED_SIGN_KEY, rememberSign } from './remembered-sign';
import { weekAhead } from './week-ahead';

describe('weekAhead', () => {
  it('lists today and the six days after it', () => {
    const days = weekAhead('2026-11-26');
    expect(days.map((day) => day.date)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(days.map((day) => day.label)).toEqual(['Today', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed']);
    expect(days[0]!.longDate).toBe('Thursday, November 26, 2026');
    expect(days[5]!.dayOfMonth).toBe(1);
  });

  it('runs across the end of a year', () => {
    expect(weekAhead('2026-12-29').map((day) => day.date)).toEqual(['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04']);
    expect(weekAhead('2026-12-29')[3]!.longDate).toBe('Friday, January 1, 2027');
  });

  it('counts a leap day, and no day that does not exist', () => {
    expect(weekAhead('2028-02-27', 4).map((day) => day.date)).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(weekAhead('2027-02-27', 3).map((day) => day.date)).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
  });

  it('does not depend on the machine time zone', () => {
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    expect(weekAhead('2026-03-31', 2).map((day) => day.date)).toEqual(['2026-03-31', '2026-04-01']);
    vi.unstubAllEnvs();
  });

  it('refuses a text that is not a calendar day', () => {
    expect(() => weekAhead('2026-02-30')).toThrow(RangeError);
    expect(() => weekAhead('today')).toThrow(RangeError);
  });
});

describe('remembered sign', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('parses a stored sign id, whatever its case or spaces', () => {
    expect(parseRememberedSign('leo')).toBe('leo');
    expect(parseRememberedSign(' Scorpio ')).toBe('scorpio');
  });

  it('treats anything else as nothing remembered', () => {
    for (const value of [null, undefined, '', 'ophiuchus', '{"sign":"leo"}', 'le o']) {
      expect(parseRememberedSign(value)).toBeUndefined();
    }
  });

  it('stores and reads back the chosen sign', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) });
    expect(readRememberedSign()).toBeUndefined();
    rememberSign('pisces');
    expect(store.get(REMEMBERED_SIGN_KEY)).toBe('pisces');
    expect(readRememberedSign()).toBe('pisces');
  });

  it('forgets quietly when storage refuses or is missing', () => {
    const refuse = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse });
    expect(() => rememberSign('leo')).not.toThrow();
    expect(readRememberedSign()).toBeUndefined();
    vi.stubGlobal('localStorage', undefined);
    expect(readRememberedSign()).toBeUndefined();
  });
});
