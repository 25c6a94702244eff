import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { confirmationResendSchema } from '@shared/schemas/reading';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { useResendConfirmation } from '../api/resend-confirmation';

// One answer whatever the address: the page must not reveal who has asked for a reading.
const SENT_MESSAGE =
  "If a request exists for that address, we've sent a new confirmation link. Please check your inbox and spam folder.";

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'network') return error.message;
  // 429 (too many requests) and validation answers carry words meant for the visitor.
  if (error instanceof ApiError && (error.status === 429 || error.status === 422)) return error.message;
  return 'Something went wrong. Please try again later.';
}

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
      {resend.isError && <Notice tone="danger">{failureMessage(resend.error)}</Notice>}
      <Button type="submit" size="lg" disabled={resend.isPending} className="w-full">
        {resend.isPending ? 'Sending...' : 'Send Confirmation Link'}
      </Button>
    </form>
  );
}
