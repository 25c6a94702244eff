import { useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { PASSWORD_LINK_EXPIRED, passwordResetCompleteSchema, type PasswordLinkState } from '@shared/schemas/auth';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePasswordLink } from '../api/check-password-link';
import { useCompletePasswordReset } from '../api/complete-password-reset';
import { isDeadLink } from '../lib/auth-errors';
import { afterLoginPath } from '../lib/safe-next';
import { AuthScreen } from './auth-screen';
import { RequestResetForm } from './request-reset-form';
import { ResetPasswordForm } from './reset-password-form';

/** A welcome link sets a new account's first password; a reset link (or no link at all) a new one. */
const TITLES = { welcome: 'Set Your Password', reset: 'Choose a New Password' } as const;
const LEADS = {
  welcome: 'Choose the password you will use to log in to your new account.',
  reset: 'Choose the password you will use to log in to your account.',
} as const;

/** A link cut short by a mail program cannot work: say so before anyone types a password. */
function isUsableToken(token: string | null): token is string {
  return token !== null && z.safeParse(passwordResetCompleteSchema.shape.token, token).success;
}

/**
 * `/reset-password?token=...[&next=/path]`: the e-mailed link, from "forgot password" or a welcome mail.
 * The link is checked with the server when the page opens (without using it up): a dead one asks for a
 * new link at once instead of after the password was typed twice; a live one shows the form under the
 * title its purpose calls for. Choosing the password signs the browser in, and the page goes where a
 * login would: the safe `next`, else the person's own start page. Without a token it asks for a link.
 */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('token');
  const next = searchParams.get('next');
  const token = isUsableToken(raw) ? raw : undefined;
  const link = usePasswordLink(token);
  const navigate = useNavigate();
  const completeReset = useCompletePasswordReset({
    onSignedIn: ({ user }) => {
      toast({ title: 'Your password has been set.', description: "You're now logged in.", variant: 'success' });
      // Replace: Back from the next page should not offer a used link's form again.
      void navigate(afterLoginPath(next, user), { replace: true });
    },
  });
  // Until the server has said, the reset wording; a failed check (offline) leaves the form to try.
  const purpose: keyof typeof TITLES = link.data?.purpose ?? 'reset';
  const title = TITLES[purpose];
  useDocumentTitle(title);

  if (completeReset.isSuccess) {
    return (
      <AuthScreen title={title}>
        <Spinner label="Your password has been set. Opening your account..." className="py-6" />
      </AuthScreen>
    );
  }

  if (raw === null) {
    return (
      <AuthScreen title={title} lead={<p>Enter the email address of your account and we'll send you a link to choose a new password.</p>}>
        <RequestResetForm prominent />
      </AuthScreen>
    );
  }

  if (token && link.isPending) {
    return (
      <AuthScreen title={title}>
        <Spinner label="Checking your link..." className="py-6" />
      </AuthScreen>
    );
  }

  if (!token || isDead(link.data) || isDeadLink(completeReset.error)) {
    return (
      <AuthScreen title={title}>
        <div className="flex flex-col gap-5">
          <Notice tone="danger">
            {token ? PASSWORD_LINK_EXPIRED : 'This link is incomplete. Please open the whole link from your email, or ask for a new one below.'}
          </Notice>
          <h2 className="text-xl text-gold-300">Ask for a new link</h2>
          <RequestResetForm prominent />
        </div>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={title} lead={<p>{LEADS[purpose]}</p>}>
      <ResetPasswordForm token={token} mutation={completeReset} />
    </AuthScreen>
  );
}

const isDead = (state: PasswordLinkState | undefined) => state !== undefined && !state.valid;
