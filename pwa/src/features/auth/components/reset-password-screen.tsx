import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { passwordResetCompleteSchema } from '@shared/schemas/auth';
import { paths } from '@/app/paths';
import { ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompletePasswordReset } from '../api/complete-password-reset';
import { isDeadLink } from '../lib/auth-errors';
import { AuthScreen } from './auth-screen';
import { RequestResetForm } from './request-reset-form';
import { ResetPasswordForm } from './reset-password-form';

const TITLE = 'Choose a New Password';

/** A link cut short by a mail program cannot work: say so before anyone types a password. */
function isUsableToken(token: string | null): token is string {
  return token !== null && z.safeParse(passwordResetCompleteSchema.shape.token, token).success;
}

/**
 * `/reset-password?token=...`: the e-mailed link, from "forgot password" or a welcome mail (the same
 * screen sets a first password). Without a usable token, or once the link is dead, it asks for a new one.
 */
export function ResetPasswordScreen() {
  useDocumentTitle(TITLE);
  const token = useSearchParams()[0].get('token');
  const completeReset = useCompletePasswordReset();
  const doneRef = useRef<HTMLHeadingElement>(null);

  // The form the person was typing in is gone: move focus to the news.
  useEffect(() => {
    if (completeReset.isSuccess) doneRef.current?.focus();
  }, [completeReset.isSuccess]);

  if (completeReset.isSuccess) {
    return (
      <AuthScreen title={TITLE}>
        <div className="flex flex-col gap-5 text-center" role="status">
          <h2 ref={doneRef} tabIndex={-1} className="text-2xl text-gold-300 focus:outline-none">
            Your password has been set.
          </h2>
          <p className="text-mist-muted">You can now log in with your email address and your new password.</p>
          <ButtonLink to={paths.login.href()} size="lg" className="w-full">
            Log In
          </ButtonLink>
        </div>
      </AuthScreen>
    );
  }

  if (!token) {
    return (
      <AuthScreen title={TITLE} lead={<p>Enter the email address of your account and we'll send you a link to choose a new password.</p>}>
        <RequestResetForm prominent />
      </AuthScreen>
    );
  }

  const deadLink = isDeadLink(completeReset.error) ? completeReset.error : undefined;
  if (!isUsableToken(token) || deadLink) {
    return (
      <AuthScreen title={TITLE}>
        <div className="flex flex-col gap-5">
          <Notice tone="danger">
            {deadLink?.message ?? 'This link is incomplete. Please open the whole link from your email, or ask for a new one below.'}
          </Notice>
          <h2 className="text-xl text-gold-300">Ask for a new link</h2>
          <RequestResetForm prominent />
        </div>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={TITLE} lead={<p>Choose the password you will use to log in to your account.</p>}>
      <ResetPasswordForm token={token} mutation={completeReset} />
    </AuthScreen>
  );
}
