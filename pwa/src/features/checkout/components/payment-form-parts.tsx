import type { ReactNode, Ref } from 'react';
import { formatMoney } from '@shared/domain/money';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { LockIcon } from '@/components/ui/icons';
import { CHECKOUT_COPY } from '../lib/checkout-copy';

/** The submit button: the server's amount, "Processing..." and disabled while a try is running. */
export function PayButton({ amountCents, processing, disabled, ref }: { amountCents: number; processing: boolean; disabled?: boolean; ref?: Ref<HTMLButtonElement> }) {
  return (
    <Button ref={ref} type="submit" size="lg" className="w-full" disabled={processing || disabled} aria-busy={processing || undefined}>
      {processing ? (
        <>
          <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-night-950/30 border-t-night-950 motion-reduce:animate-none" />
          {CHECKOUT_COPY.processing}
        </>
      ) : (
        <>
          <LockIcon className="size-5" />
          Pay {formatMoney(amountCents)}
        </>
      )}
    </Button>
  );
}

/**
 * The form's failure message. The live region is always in the page (only its text changes), so screen
 * readers announce each new message, including the same decline twice in a row.
 */
export function PaymentError({ message, id }: { message: string | undefined; id: string }) {
  return (
    <div role="alert" aria-live="assertive" className="[&:not(:empty)]:mb-3">
      {message && <FieldError id={id}>{message}</FieldError>}
    </div>
  );
}

export function SecureNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start justify-center gap-1.5 text-center text-sm text-mist-muted">
      <LockIcon className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
