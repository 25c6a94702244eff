import { LoginScreen } from '@/features/auth/components/login-screen';

/** `/login[?next=/path]` */
export default function LoginRoute() {
  return <LoginScreen />;
}
