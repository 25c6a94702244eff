import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icon';
import { RequestResetForm } from './request-reset-form';

/**
 * "Forgot your password?" under the login form: a disclosure (button with aria-expanded) that opens
 * the request-a-link form, prefilled with the address typed into the login form at that moment.
 */
export function ForgotPassword({ currentEmail }: { currentEmail: () => string }) {
  const [open, setOpen] = useState(false);
  const [defaultEmail, setDefaultEmail] = useState('');
  const regionId = useId();
  const headingId = `${regionId}-heading`;

  return (
    <div className="mt-6 border-t border-violet-400/20 pt-5">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => {
          if (!open) setDefaultEmail(currentEmail());
          setOpen(!open);
        }}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-[var(--radius-control)] px-1 text-left font-semibold text-gold-300 transition-colors hover:text-gold-200"
      >
        Forgot your password?
        <ChevronDownIcon className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <section id={regionId} aria-labelledby={headingId} className="mt-3 flex flex-col gap-4">
          <h2 id={headingId} className="sr-only">
            Get a new password link
          </h2>
          <p className="text-sm text-mist-muted">
            Enter the email address of your account and we'll send you a link to choose a new password.
          </p>
          <RequestResetForm defaultEmail={defaultEmail} autoFocus />
        </section>
      )}
    </div>
  );
}
