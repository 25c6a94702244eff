import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { confirmationResendSchema } from '@shared/schemas/reading';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { errorMessage } from '@/lib/error-messages';
import { useResendConfirmation } from '../api/resend-confirmation';

// One answer whatever the address: the page must not reveal who has asked for a reading.
const SENT_MESSAGE =
  "If a request exists for that address, we've sent a new confirmation link. Please check your inbox and spam folder.";

// Offline, too many requests and refused input carry words meant for the visitor (error-messages.ts).
const FAILED = 'Something went wrong. Please try again later.';

/** Asks for the confirmation e-mail again, by address (validated with the server's own schema). */
export function ResendConfirmationForm() {
  const resend = useResendConfirmation();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(confirmationResendSchema), defaultValues: { email: '' } });

  if (resend.isSuccess) {
    return (
      <Notice tone="success" title="Check your inbox">
        <p>{SENT_MESSAGE}</p>
      </Notice>
    );
  }

  const fieldError = errors.email?.message;
  return (
    <form noValidate onSubmit={handleSubmit((values) => resend.mutate(values))} className="space-y-5">
      <div>
        <label htmlFor={fieldId} className="mb-2 block font-semibold text-mist">
          Email address
        </label>
        <input
          id={fieldId}
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className="w-full rounded-control border border-violet-400/40 bg-night-900 px-4 py-3 text-mist placeholder:text-mist-muted/70 aria-[invalid=true]:border-danger"
          placeholder="you@example.com"
          {...register('email')}
        />
        {fieldError && (
          <p id={errorId} className="mt-2 text-sm text-danger">
            {fieldError}
          </p>
        )}
      </div>
      {resend.isError && <Notice tone="danger">{errorMessage(resend.error, FAILED)}</Notice>}
      <Button type="submit" size="lg" disabled={resend.isPending} className="w-full">
        {resend.isPending ? 'Sending...' : 'Send Confirmation Link'}
      </Button>
    </form>
  );
}
