import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

/** Where a card sits on screen: enough to tell rows apart and to find the nearest card in the next row. */
export interface ItemBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The item a key moves to from `from`, or undefined when the key is not ours or leads nowhere.
 * Left/Right (and Home/End) follow the list's order; Up/Down go to the next row on screen, to the item
 * whose centre is nearest across, so they work in the phone's two-row carousel and the wrapping grid
 * alike. Where there is no row that way (one row only), Up/Down step by one.
 */
export function rovingTarget(key: string, from: number, boxes: readonly ItemBox[]): number | undefined {
  const last = boxes.length - 1;
  switch (key) {
    case 'ArrowRight':
      return from < last ? from + 1 : undefined;
    case 'ArrowLeft':
      return from > 0 ? from - 1 : undefined;
    case 'Home':
      return from !== 0 ? 0 : undefined;
    case 'End':
      return from !== last ? last : undefined;
    case 'ArrowDown':
    case 'ArrowUp': {
      const down = key === 'ArrowDown';
      const here = boxes[from];
      if (!here) return undefined;
      const middle = here.top + here.height / 2;
      // Items in another row: wholly below (or above) the middle of this one.
      const others = boxes
        .map((box, index) => ({ box, index }))
        .filter(({ box }) => (down ? box.top > middle : box.top + box.height < middle));
      if (others.length === 0) {
        const multiRow = boxes.some((box) => Math.abs(box.top - here.top) > here.height / 2);
        if (multiRow) return undefined; // already in the first or last row
        const step = down ? from + 1 : from - 1;
        return step >= 0 && step <= last ? step : undefined;
      }
      const rowTop = down ? Math.min(...others.map(({ box }) => box.top)) : Math.max(...others.map(({ box }) => box.top));
      const row = others.filter(({ box }) => Math.abs(box.top - rowTop) < here.height / 2);
      const centre = here.left + here.width / 2;
      const distance = (box: ItemBox) => Math.abs(box.left + box.width / 2 - centre);
      return row.reduce((best, item) => (distance(item.box) < distance(best.box) ? item : best)).index;
    }
    default:
      return undefined;
  }
}

/**
 * A roving tabindex over a list's items (WAI-ARIA APG "Keyboard navigation inside components"): the
 * list is one tab stop, the current item has tabIndex 0 and every other -1, arrow keys and Home/End move
 * focus, and the current item follows focus and clicks. The first item is current on the server and
 * on the first client render alike, so prerendered markup hydrates unchanged. Items are the elements
 * inside the list marked with `data-roving-item`, in document order.
 */
export function useRovingFocus<List extends HTMLElement>() {
  const [current, setCurrent] = useState(0);
  const listRef = useRef<List>(null);

  const onKeyDown = useCallback((event: KeyboardEvent<List>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-roving-item]') ?? [])];
    const from = items.findIndex((item) => item.contains(event.target as Node));
    if (from < 0) return;
    const boxes = items.map((item) => {
      const { left, top, width, height } = item.getBoundingClientRect();
      return { left, top, width, height };
    });
    const to = rovingTarget(event.key, from, boxes);
    if (to === undefined) return;
    event.preventDefault();
    setCurrent(to);
    items[to]?.focus();
  }, []);

  /** Each item's part: its tabIndex, and what makes it current (call on focus and on click). */
  const itemProps = useCallback(
    (index: number) => ({ tabIndex: index === current ? 0 : -1, onCurrent: () => setCurrent(index) }),
    [current],
  );

  return { listRef, onKeyDown, itemProps };
}
