import { ResendConfirmationScreen } from '@/features/confirmation/components/resend-confirmation-screen';

/** `/confirm-request`: ask for the confirmation e-mail again. */
export default function ConfirmRequestRoute() {
  return <ResendConfirmationScreen />;
}
