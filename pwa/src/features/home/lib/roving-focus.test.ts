import { describe, expect, it } from 'vitest';
import { rovingTarget, type ItemBox } from './roving-focus';

/** `count` boxes of 100×150 laid out `perRow` to a row, rows centred in `width` as a wrapping flex row does. */
function grid(count: number, perRow: number, width = perRow * 110): ItemBox[] {
  return Array.from({ length: count }, (_, index) => {
    const row = Math.floor(index / perRow);
    const inRow = Math.min(perRow, count - row * perRow);
    const start = (width - (inRow * 110 - 10)) / 2;
    return { left: start + (index % perRow) * 110, top: row * 160, width: 100, height: 150 };
  });
}

describe('rovingTarget', () => {
  const desk = grid(22, 8); // 8, 8 and a centred 6

  it('moves by one with Left and Right, and stops at either end', () => {
    expect(rovingTarget('ArrowRight', 0, desk)).toBe(1);
    expect(rovingTarget('ArrowLeft', 5, desk)).toBe(4);
    expect(rovingTarget('ArrowLeft', 0, desk)).toBeUndefined();
    expect(rovingTarget('ArrowRight', 21, desk)).toBeUndefined();
  });

  it('goes to the first and last with Home and End', () => {
    expect(rovingTarget('Home', 9, desk)).toBe(0);
    expect(rovingTarget('End', 9, desk)).toBe(21);
    expect(rovingTarget('Home', 0, desk)).toBeUndefined();
  });

  it('moves by a row with Up and Down, to the nearest card across', () => {
    expect(rovingTarget('ArrowDown', 2, desk)).toBe(10);
    expect(rovingTarget('ArrowUp', 10, desk)).toBe(2);
    // The last row is centred: from the right end of row two, Down goes to the last card.
    expect(rovingTarget('ArrowDown', 15, desk)).toBe(21);
    expect(rovingTarget('ArrowDown', 17, desk)).toBeUndefined();
    expect(rovingTarget('ArrowUp', 3, desk)).toBeUndefined();
  });

  it("works in the phone's two rows of eleven", () => {
    const phone = grid(22, 11);
    expect(rovingTarget('ArrowDown', 1, phone)).toBe(12);
    expect(rovingTarget('ArrowUp', 12, phone)).toBe(1);
    expect(rovingTarget('ArrowRight', 10, phone)).toBe(11);
  });

  it('steps by one with Up and Down when all cards are in one row', () => {
    const row = grid(5, 5);
    expect(rovingTarget('ArrowDown', 2, row)).toBe(3);
    expect(rovingTarget('ArrowUp', 2, row)).toBe(1);
    expect(rovingTarget('ArrowUp', 0, row)).toBeUndefined();
  });

  it('leaves other keys alone', () => {
    expect(rovingTarget('Enter', 3, desk)).toBeUndefined();
    expect(rovingTarget('a', 3, desk)).toBeUndefined();
  });
});
