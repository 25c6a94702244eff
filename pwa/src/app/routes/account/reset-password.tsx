import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';

/** `/reset-password?token=...`: the e-mailed link to choose a (new or first) password. */
export default function ResetPasswordRoute() {
  return <ResetPasswordScreen />;
}
