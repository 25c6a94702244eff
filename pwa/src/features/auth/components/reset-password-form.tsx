import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH, passwordSchema } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import type { useCompletePasswordReset } from '../api/complete-password-reset';
import { formFailureMessage, isDeadLink } from '../lib/auth-errors';
import { PasswordInput } from './password-input';

/** The server's password rule (same schema, same message) plus the repeat, which only the form has. */
const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .check(z.refine((v) => v.password === v.confirmPassword, { error: 'Passwords do not match', path: ['confirmPassword'] }));

type FormValues = z.input<typeof newPasswordSchema>;

interface ResetPasswordFormProps {
  token: string;
  /** Owned by the screen: it swaps this form for the success or dead-link view. */
  mutation: ReturnType<typeof useCompletePasswordReset>;
}

/** New password twice; "Set New Password" sends it with the link's single-use token. */
export function ResetPasswordForm({ token, mutation }: ResetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    reValidateMode: 'onChange',
  });

  const saving = mutation.isPending;
  const submit = ({ password }: FormValues) => {
    if (saving) return;
    mutation.mutate({ token, password }, { onError: () => setFocus('password') });
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-5">
      <Field
        label="New password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are easy to remember and hard to guess.`}
        error={errors.password?.message}
        required
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label="Confirm password" error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      {/* A dead link is the screen's business (it offers a new one); anything else is said here. */}
      {mutation.isError && !isDeadLink(mutation.error) && <Notice tone="danger">{formFailureMessage(mutation.error)}</Notice>}
      <Button type="submit" size="lg" disabled={saving} className="w-full">
        {saving ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
