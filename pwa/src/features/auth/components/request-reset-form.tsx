import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { passwordResetRequestSchema } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { TextInput } from '@/components/ui/text-input';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { formFailureMessage } from '../lib/auth-errors';

// One answer whatever the address: the page must not reveal who has an account.
export const RESET_LINK_SENT =
  "If an account exists for that address, we've sent a link to choose a new password.";

type FormValues = z.input<typeof passwordResetRequestSchema>;
type FormOutput = z.output<typeof passwordResetRequestSchema>;

interface RequestResetFormProps {
  /** The address already typed elsewhere (the login form), so nobody types it twice. */
  defaultEmail?: string;
  /** Focus the field on mount: the form was just opened on purpose. */
  autoFocus?: boolean;
  /** The page's main action (the reset page without a link), not a side task under another form. */
  prominent?: boolean;
}

/**
 * Asks for a link to choose a new password (the login page's "Forgot your password?" and the reset
 * page's dead-link and no-token states share it). Validated with the server's own schema.
 */
export function RequestResetForm({ defaultEmail = '', autoFocus = false, prominent = false }: RequestResetFormProps) {
  const requestReset = useRequestPasswordReset();
  const sentRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: defaultEmail },
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    if (autoFocus) setFocus('email');
  }, [autoFocus, setFocus]);

  // The form (and the focused button with it) is replaced by the answer: focus follows the answer.
  useEffect(() => {
    if (requestReset.isSuccess) sentRef.current?.focus();
  }, [requestReset.isSuccess]);

  if (requestReset.isSuccess) {
    return (
      <div ref={sentRef} tabIndex={-1} className="focus:outline-none">
        <Notice tone="success" title="Check your inbox">
          <p>{RESET_LINK_SENT}</p>
        </Notice>
      </div>
    );
  }

  const sending = requestReset.isPending;
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(({ email }) => !sending && requestReset.mutate(email))(event)}
      className="flex flex-col gap-4"
    >
      <Field label="Email address" error={errors.email?.message} required>
        <TextInput type="email" autoComplete="email" inputMode="email" spellCheck={false} {...register('email')} />
      </Field>
      {requestReset.isError && <Notice tone="danger">{formFailureMessage(requestReset.error)}</Notice>}
      <Button type="submit" variant={prominent ? 'primary' : 'secondary'} size={prominent ? 'lg' : 'md'} disabled={sending} className="w-full">
        {sending ? 'Sending...' : 'Send Me a Link'}
      </Button>
    </form>
  );
}
