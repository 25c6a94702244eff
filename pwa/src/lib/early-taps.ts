/**
 * A tap before the app answers is kept, not lost (docs/decisions/016). A prerendered or server-rendered
 * page shows its buttons from its HTML, seconds before the app has hydrated them on a slow phone; a
 * tap on one then did nothing and said nothing. The boot script (src/boot.ts) calls this before the
 * app loads: a tap on a button in the page is held (the button shows it is waiting, `aria-busy`), and
 * once the app has started the button is clicked again, so "Upgrade", the menu or an accordion answers
 * the tap by itself. Links are left alone: they work without the app. Only the last tap is kept: it
 * is what the visitor wants now.
 */
export const TAP_WAITING_ATTRIBUTE = 'data-tap-waiting';

const HELD = 'button:not([disabled]), [role="button"]:not([aria-disabled="true"])';

export function keepEarlyTaps(root: HTMLElement, appStarted: Promise<void>): void {
  let held: HTMLElement | undefined;

  const release = (element: HTMLElement) => {
    element.removeAttribute(TAP_WAITING_ATTRIBUTE);
    element.removeAttribute('aria-busy');
  };

  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD) : null;
    if (!target || !root.contains(target)) return;
    // Nothing else sees this tap (a form's plain submit, a stray listener): the app answers it later.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held && held !== target) release(held);
    held = target;
    target.setAttribute(TAP_WAITING_ATTRIBUTE, '');
    target.setAttribute('aria-busy', 'true');
  };
  document.addEventListener('click', hold, { capture: true });

  // One task after the app's first commit: its event handlers are attached by then.
  void appStarted
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => {
      document.removeEventListener('click', hold, { capture: true });
      const element = held;
      held = undefined;
      if (!element) return;
      release(element);
      // A tap on a button that hydration replaced (the app drew it anew) is dropped: its place may now
      // hold something else.
      if (element.isConnected) element.click();
    });
}
