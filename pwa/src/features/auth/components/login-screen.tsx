import { useLocation, useSearchParams } from 'react-router';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { Spinner } from '@/components/ui/spinner';
import { isOfflineLoad } from '@/lib/offline-load';
import { useOnline } from '@/lib/use-online';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStoredUser } from '@/lib/stored-user';
import { useMe } from '../api/get-me';
import { AuthScreen } from './auth-screen';
import { LoginForm } from './login-form';
import { SignedInPanel } from './signed-in-panel';

/** Set by RequireStaff when a signed-in customer was sent here from a staff page. */
export interface LoginLocationState {
  staffOnly?: boolean;
}

/** `/login[?next=/path]`: the form, or who is signed in already. */
export function LoginScreen() {
  useDocumentTitle('Login');
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const staffOnly = (useLocation().state as LoginLocationState | null)?.staffOnly === true;
  const me = useMe();
  const storedUser = useStoredUser();
  const offline = isOfflineLoad(me, useOnline());

  let content;
  if (me.data) {
    content = <SignedInPanel user={me.data} next={next} staffOnly={staffOnly} />;
  } else if (me.isPending && storedUser && !offline && me.failureCount === 0) {
    // Probably signed in: ask the server before offering a form this person does not need. Only while
    // that first question is out: offline, or once it found no answer, the form shows at once rather
    // than after the retries.
    content = <Spinner label="Checking your sign-in..." className="py-8" />;
  } else {
    // Signed out, or the check failed (offline): the form works either way, the server decides.
    content = (
      <>
        {offline && <OfflineNotice whenBackOnline="You can sign in when you're back online." className="mb-6" />}
        <LoginForm next={next} />
      </>
    );
  }

  return (
    <AuthScreen title="Login" lead={<p>Sign in to see your readings and complete your questionnaires.</p>}>
      {content}
    </AuthScreen>
  );
}
