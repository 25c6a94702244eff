import { Dialog as RadixDialog, VisuallyHidden } from 'radix-ui';
import { useCallback, type ReactElement, type ReactNode } from 'react';
import { cn } from './cn';
import { CloseIcon } from './icon';
import { useToastStore } from './toast';

type Placement = 'center' | 'end';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered as is, Radix adds aria-expanded and aria-controls). */
  trigger?: ReactElement;
  /** Every dialog is named by its title; `hideTitle` keeps it for screen readers only. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  /** 'center': a modal card; 'end': a panel that slides in from the right edge (the mobile menu). */
  placement?: Placement;
  /** Where focus goes on close; call `event.preventDefault()` to keep focus where an action put it. */
  onCloseAutoFocus?: (event: Event) => void;
  className?: string;
  children: ReactNode;
}

// `starting:` styles are the first frame (CSS @starting-style): the panel slides or fades in without a
// keyframe file; reduced motion shortens every transition globally (app.css).
const panels: Record<Placement, string> = {
  center:
    'top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] ' +
    'max-h-[calc(100dvh-2rem)] overflow-y-auto p-6 transition-[opacity,scale] duration-200 starting:scale-95 starting:opacity-0',
  end:
    'top-0 right-0 flex h-dvh w-[min(20rem,85vw)] flex-col overflow-y-auto border-l p-6 ' +
    'transition-transform duration-300 ease-out starting:translate-x-full',
};

/**
 * A modal dialog (Radix): focus is trapped inside and returns to the trigger on close, Escape and a
 * click outside close it, the page behind is inert to screen readers and does not scroll.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  placement = 'center',
  onCloseAutoFocus,
  className,
  children,
}: DialogProps) {
  const titleNode = <RadixDialog.Title className="pr-10 font-serif text-2xl text-gold-300">{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[70] bg-night-950/75 backdrop-blur-sm transition-opacity duration-300 starting:opacity-0" />
        <RadixDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          // Without a description Radix warns unless told there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed z-[80] border-violet-400/30 bg-night-800 text-mist shadow-card focus:outline-none',
            placement === 'center' && 'border',
            panels[placement],
            className,
          )}
        >
          {hideTitle ? <VisuallyHidden.Root>{titleNode}</VisuallyHidden.Root> : titleNode}
          {description && <RadixDialog.Description className="mt-2 text-mist-muted">{description}</RadixDialog.Description>}
          {/* Right after the title, so the tab order follows what the eye sees. */}
          <RadixDialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 grid size-10 place-items-center rounded-full text-mist transition-colors hover:bg-white/10"
          >
            <CloseIcon className="size-5" />
          </RadixDialog.Close>
          {children}
          <ToastSlot />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * Where a toast shows while this dialog is open: after the content, in the flow, so it covers none of
 * the dialog's controls (and stays inside its focus trap, where the page behind is inert). The top-most
 * open dialog's slot wins (toast-view.tsx).
 */
function ToastSlot() {
  const register = useCallback((slot: HTMLDivElement | null) => {
    if (!slot) return;
    const { addDialogSlot, removeDialogSlot } = useToastStore.getState();
    addDialogSlot(slot);
    return () => removeDialogSlot(slot);
  }, []);
  return <div ref={register} />;
}

/** Wraps an element that should also close the dialog when used (a link in the menu, a Cancel button). */
export const DialogClose = RadixDialog.Close;
