import type { SessionUser } from '@shared/schemas/auth';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { Spinner } from '@/components/ui/spinner';
import { ReturnHomeButton } from '@/components/screen/return-home-button';

interface AccountNextStepProps {
  /** The order's e-mail: the payment put the order on that address's account. */
  email: string;
  /** Who the server says is signed in here: undefined until it has answered, null for nobody. */
  account: SessionUser | null | undefined;
}

/**
 * The way on after a payment: the account the order is on. Paying opens (or joins) the account of the
 * order's e-mail, and its receipt brings the way in: a new account's link to choose the password, which
 * signs in, or the login page for an account that has one. Signed in to that account: straight to the
 * dashboard.
 */
export function AccountNextStep({ email, account }: AccountNextStepProps) {
  const address = (
    <strong className="text-mist">
      <EmailAddress address={email} />
    </strong>
  );
  const signedInHere = account != null && account.username.toLowerCase() === email.toLowerCase();
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6 lg:p-8">
      <h2 className="text-xl text-gold-300 lg:text-2xl">Your Account</h2>
      {account === undefined ? (
        <Spinner label="Checking your account..." className="py-4" />
      ) : signedInHere ? (
        <>
          <p className="text-mist-muted">
            You are signed in as {address}. Everything you bought is in your dashboard: each reading opens there when it is ready, and those
            that ask questions wait under Needs Your Input.
          </p>
          <ButtonLink to={paths.dashboard.href()} size="lg">
            Go to My Dashboard
          </ButtonLink>
        </>
      ) : (
        <>
          <p className="text-mist-muted">
            Everything you bought is in the account of {address}. Your receipt went there: a new account's receipt brings the link to choose
            your password, which signs you in. Already have a password? Log in.
          </p>
          <ButtonLink to={paths.login.href(paths.dashboard.href())} size="lg">
            Log In to My Account
          </ButtonLink>
          <p className="text-sm text-mist-muted">
            No receipt? Check your spam folder, or ask for a new link with "Forgot your password?" on the login page.
          </p>
        </>
      )}
      <ReturnHomeButton variant="secondary" />
    </Card>
  );
}
