import { describe, expect, it } from 'vitest';
import { seekTargetForKey } from './seek-keys';

describe('seekTargetForKey', () => {
  it('moves 10 s with Page Up and Page Down, 5 s with the arrows', () => {
    expect(seekTargetForKey('PageUp', 60, 343)).toBe(70);
    expect(seekTargetForKey('PageDown', 60, 343)).toBe(50);
    expect(seekTargetForKey('ArrowRight', 60, 343)).toBe(65);
    expect(seekTargetForKey('ArrowUp', 60, 343)).toBe(65);
    expect(seekTargetForKey('ArrowLeft', 60, 343)).toBe(55);
    expect(seekTargetForKey('ArrowDown', 60, 343)).toBe(55);
  });

  it('stops at the start', () => {
    expect(seekTargetForKey('PageDown', 4, 343)).toBe(0);
    expect(seekTargetForKey('PageDown', 0, 343)).toBe(0);
    expect(seekTargetForKey('ArrowLeft', 2.5, 343)).toBe(0);
  });

  it('stops at the end', () => {
    expect(seekTargetForKey('PageUp', 338, 343)).toBe(343);
    expect(seekTargetForKey('PageUp', 343, 343)).toBe(343);
    expect(seekTargetForKey('ArrowRight', 341, 343)).toBe(343);
  });

  it('stays at 0 while the length is not known yet', () => {
    expect(seekTargetForKey('PageUp', 0, 0)).toBe(0);
    expect(seekTargetForKey('PageUp', 0, Number.NaN)).toBe(0);
  });

  it('leaves every other key to the slider', () => {
    for (const key of ['Home', 'End', 'Enter', ' ', 'a']) expect(seekTargetForKey(key, 60, 343)).toBeUndefined();
  });
});
