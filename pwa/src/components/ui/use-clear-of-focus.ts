import { useEffect, type RefObject } from 'react';

/** What the customer corrects: a form field with the focus. */
const FIELD = 'input, select, textarea, [contenteditable="true"]';
/** Room left between the field and the toast once it is moved clear. */
const GAP_PX = 12;
/** How many frames to wait for the toast to be drawn. */
const MAX_FRAMES = 30;

function covers(toast: DOMRect, field: DOMRect): boolean {
  return toast.height > 0 && field.left < toast.right && toast.left < field.right && field.top < toast.bottom && toast.top < field.bottom;
}

/** The field with the words that describe it (its hint, its error): they are read together. */
function boxWithWords(field: HTMLElement): DOMRect {
  const ids = field.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  const words = ids.map((id) => document.getElementById(id)).filter((element) => element !== null);
  return [field, ...words]
    .map((element) => element.getBoundingClientRect())
    .reduce((all, box) => {
      const left = Math.min(all.left, box.left);
      const top = Math.min(all.top, box.top);
      return new DOMRect(left, top, Math.max(all.right, box.right) - left, Math.max(all.bottom, box.bottom) - top);
    });
}

/** Scrolls the focused field out from under the toast: above one at the bottom of the screen, below one at the top. */
function moveFocusedFieldClear(toast: HTMLElement): void {
  const field = document.activeElement;
  if (!(field instanceof HTMLElement) || !field.matches(FIELD)) return;
  const toastBox = toast.getBoundingClientRect();
  const fieldBox = boxWithWords(field);
  if (!covers(toastBox, fieldBox)) return;
  const toastLow = toastBox.top + toastBox.height / 2 > window.innerHeight / 2;
  window.scrollBy({ top: toastLow ? fieldBox.bottom - toastBox.top + GAP_PX : fieldBox.top - toastBox.bottom - GAP_PX });
}

/**
 * A toast never covers the field the customer is correcting. It sits over the page (a phone's at the
 * bottom of the screen, a wide screen's in the top right corner), and a form's error toast comes just
 * as a field takes the focus: while a toast shows, the focused field, and each field focused after it,
 * is scrolled clear of it. The field's own error stays under the field, and moves with it.
 */
export function useClearOfFocus(toast: RefObject<HTMLElement | null>, toastKey: number | undefined): void {
  useEffect(() => {
    if (toastKey === undefined) return;
    // After the browser's own scroll to a newly focused field, and once the toast is on screen (Radix
    // draws it into its viewport a render after it is asked for): tried each frame until it is.
    let frame = 0;
    const check = (triesLeft: number) => {
      frame = requestAnimationFrame(() => {
        if (toast.current) moveFocusedFieldClear(toast.current);
        else if (triesLeft > 0) check(triesLeft - 1);
      });
    };
    check(MAX_FRAMES);
    const onFocus = () => {
      cancelAnimationFrame(frame);
      check(MAX_FRAMES);
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocus);
    };
  }, [toast, toastKey]);
}
