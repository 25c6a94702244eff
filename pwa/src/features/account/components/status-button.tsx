import type { ComponentProps } from 'react';
import { cn } from '@/components/ui/cn';
import { ClockIcon } from '@/components/ui/icons';

/**
 * "In Preparation": it opens the order's status dialog, so it must look like something to press, not
 * like a greyed, disabled control. The sky tint is the In Progress badge's, with a clock for "under way";
 * it brightens on hover and shows the focus ring on the keyboard.
 */
const statusButton =
  'inline-flex w-full cursor-pointer items-center justify-center gap-2 rounded-[var(--radius-control)] border border-sky-300/60 ' +
  'bg-sky-300/10 px-5 py-2.5 font-semibold text-sky-100 transition hover:border-sky-200 hover:bg-sky-300/25 hover:text-white ' +
  'focus-visible:outline-3';

export function StatusButton({ className, children, ...props }: ComponentProps<'button'>) {
  return (
    <button type="button" aria-haspopup="dialog" className={cn(statusButton, className)} {...props}>
      <ClockIcon className="size-5 shrink-0" />
      {children}
    </button>
  );
}
