import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import { BRAND } from '@shared/domain/brand';
import { loginInputSchema, type LoginInput } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { useLogin } from '../api/login';
import { loginFailureMessage } from '../lib/auth-errors';
import { afterLoginPath } from '../lib/safe-next';
import { ForgotPassword } from './forgot-password';
import { PasswordInput } from './password-input';

type FormValues = z.input<typeof loginInputSchema>;

/**
 * E-mail and password, checked with the server's own schema. The e-mail field
 * is named `username` with autocomplete "username": password managers then pair it with the password.
 */
export function LoginForm({ next }: { next: string | null }) {
  const navigate = useNavigate();
  const login = useLogin({
    onSignedIn: ({ user }) => {
      toast({ title: 'Login successful', description: 'Welcome back!', variant: 'success' });
      // Replace: Back from the next page should not land on a login form for someone signed in.
      void navigate(afterLoginPath(next, user), { replace: true });
    },
  });
  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<FormValues, unknown, LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { username: '', password: '' },
    reValidateMode: 'onChange',
  });

  const submit = (values: LoginInput) => {
    // Enter in a field still submits while the button is disabled.
    if (login.isPending) return;
    login.mutate(values, {
      onError: () => {
        // The failure shows at the form, above the button, until the next try (a toast covered "Forgot
        // your password?" and went away). The disabled button lost keyboard focus; the password is what
        // people retype most often.
        setFocus('password', { shouldSelect: true });
      },
    });
  };

  const busy = login.isPending;
  return (
    <>
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-5">
        <Field label="Email" error={errors.username?.message} required>
          <TextInput
            type="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            autoCapitalize="none"
            placeholder="you@example.com"
            {...register('username')}
          />
        </Field>
        <Field label="Password" error={errors.password?.message} required>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </Field>
        {login.isError && (
          <Notice tone="danger" title="Login failed" className="p-4">
            {loginFailureMessage(login.error)}
          </Notice>
        )}
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? 'Logging in...' : 'Login'}
        </Button>
        <p className="text-center text-sm leading-relaxed text-mist-muted">
          Don't know your password? Check your email for login instructions or contact our{' '}
          <a href={`mailto:${BRAND.supportEmail}`} className="font-semibold text-gold-300 underline underline-offset-2 hover:text-gold-200">
            customer support
          </a>
          .
        </p>
      </form>
      <ForgotPassword currentEmail={() => getValues('username')} />
    </>
  );
}
