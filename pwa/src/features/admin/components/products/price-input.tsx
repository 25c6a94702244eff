import type { ComponentProps } from 'react';
import { cn } from '@/components/ui/cn';
import { TextInput } from '@/components/ui/text-input';

/**
 * A dollar amount typed as text (not type=number: that would hand us a float and accept "1e3"); the
 * form turns it into exact cents.
 */
export function PriceInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className="relative">
      <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-mist-muted">
        $
      </span>
      <TextInput inputMode="decimal" autoComplete="off" spellCheck={false} className={cn('pl-7', className)} {...props} />
    </div>
  );
}
