import { Toast as RadixToast } from 'radix-ui';
import { cn } from './cn';
import { useToastStore } from './toast';

const TOAST_DURATION_MS = 5000;

const variants = {
  default: 'border-violet-400/40 bg-night-800 text-mist',
  destructive: 'border-danger/70 bg-danger-bg text-red-50',
  success: 'border-success/60 bg-success-bg text-green-50',
};

/** The toast itself (Radix: announced to screen readers, swipe or Escape to dismiss). */
export default function ToastView() {
  const current = useToastStore((state) => state.current);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {current && (
        <RadixToast.Root
          key={current.id}
          onOpenChange={(open) => !open && dismiss()}
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
      {/* Phones: at the top, under the 4rem header, where it cannot cover a dialog's buttons; from 768 px, bottom right. */}
      <RadixToast.Viewport className="fixed inset-x-0 top-16 z-[100] mx-auto flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:top-auto md:right-0 md:bottom-0 md:left-auto md:mx-0" />
    </RadixToast.Provider>
  );
}
