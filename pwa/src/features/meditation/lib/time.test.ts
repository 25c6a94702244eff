import { describe, expect, it } from 'vitest';
import { formatBytes, formatTime, positionText, resumePosition } from './time';

describe('the player\'s times and sizes', () => {
  it.each([
    [0, '0:00'],
    [9.99, '0:09'],
    [83.4, '1:23'],
    [300, '5:00'],
    [343.14, '5:43'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [-3, '0:00'],
  ])('shows %s seconds as %s', (seconds, shown) => {
    expect(formatTime(seconds)).toBe(shown);
  });

  it('says the position as "elapsed of total" for screen readers', () => {
    expect(positionText(83, 300)).toBe('1:23 of 5:00');
  });

  it.each([
    [1_421_809, '1.4 MB'],
    [820 * 1024, '820 KB'],
    [12, '1 KB'],
    [3 * 1024 ** 3, '3.0 GB'],
  ])('shows %s bytes as %s', (bytes, shown) => {
    expect(formatBytes(bytes)).toBe(shown);
  });

  it('resumes a remembered position, but not one at either end', () => {
    expect(resumePosition(120, 343)).toBe(120);
    expect(resumePosition(undefined, 343)).toBe(0);
    expect(resumePosition(2, 343)).toBe(0);
    expect(resumePosition(340, 343)).toBe(0);
    expect(resumePosition(120, Number.NaN)).toBe(0);
  });
});
