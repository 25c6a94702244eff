import { useRef } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { createPortal } from 'react-dom';
import { cn } from './cn';
import { useToastStore } from './toast-store';
import { useClearOfFocus } from './use-clear-of-focus';

const TOAST_DURATION_MS = 5000;

const variants = {
  default: 'border-violet-400/40 bg-night-800 text-mist',
  destructive: 'border-danger/70 bg-danger-bg text-red-50',
  success: 'border-success/60 bg-success-bg text-green-50',
};

/**
 * Where a toast covers nothing that matters. Phones: at the bottom, above the home indicator and,
 * while it shows, the first-reading page's sticky upgrade bar (app.css sets --bottom-bar-height).
 * From 768 px: the top right corner, just under the 4rem header, where pages keep only their margin.
 * A form field that has the focus is moved out from under it (use-clear-of-focus.ts).
 */
const PAGE_VIEWPORT =
  'fixed inset-x-0 bottom-[calc(var(--bottom-bar-height,0px)+env(safe-area-inset-bottom))] z-[100] mx-auto flex w-full max-w-sm flex-col gap-2 p-4 outline-none ' +
  'md:top-[4.5rem] md:right-0 md:bottom-auto md:left-auto md:mx-0 md:w-80 md:p-0 md:pr-4';

/** Inside an open dialog: a block after its content, in the flow, so it hides none of its controls. */
const DIALOG_VIEWPORT = 'mt-4 flex flex-col gap-2 outline-none empty:hidden';

/** The toast itself (Radix: announced to screen readers, swipe or Escape to dismiss). */
export default function ToastView() {
  const current = useToastStore((state) => state.current);
  const dismiss = useToastStore((state) => state.dismiss);
  const dialogSlot = useToastStore((state) => state.dialogSlots.at(-1));
  const shown = useRef<HTMLLIElement>(null);
  useClearOfFocus(shown, current?.id);
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {current && (
        <RadixToast.Root
          ref={shown}
          key={current.id}
          onOpenChange={(open) => !open && dismiss(current.id)}
          className={cn(
            'grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-[var(--radius-control)] border p-4 shadow-card',
            variants[current.variant ?? 'default'],
          )}
        >
          <RadixToast.Title className="font-semibold">{current.title}</RadixToast.Title>
          {current.description && (
            <RadixToast.Description className="col-start-1 text-sm opacity-90">{current.description}</RadixToast.Description>
          )}
          <RadixToast.Close aria-label="Close" className="col-start-2 row-start-1 rounded px-1 text-lg leading-none opacity-70 hover:opacity-100">
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      {/* Never over an open dialog: while one is open the toast moves into it (the page behind is inert then). */}
      {dialogSlot ? createPortal(<RadixToast.Viewport className={DIALOG_VIEWPORT} />, dialogSlot) : <RadixToast.Viewport className={PAGE_VIEWPORT} />}
    </RadixToast.Provider>
  );
}
