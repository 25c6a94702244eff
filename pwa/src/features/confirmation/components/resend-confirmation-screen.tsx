import { Card } from '@/components/ui/card';
import { MailIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ReturnHomeRow } from '@/components/screen/return-home-button';
import { ScreenContainer, ScreenHeading } from '@/components/screen/screen-container';
import { ResendConfirmationForm } from './resend-confirmation-form';

/** `/confirm-request`: a new confirmation link for a visitor who lost or never got the e-mail. */
export function ResendConfirmationScreen() {
  useDocumentTitle('Resend Confirmation Email');
  return (
    <ScreenContainer className="max-w-xl">
      <ScreenHeading icon={<MailIcon />} title="Resend Confirmation Email">
        <p>Enter the email address you used for your free reading request and we'll send you a new confirmation link.</p>
      </ScreenHeading>
      <Card>
        <ResendConfirmationForm />
      </Card>
      <ReturnHomeRow variant="secondary" className="mt-8" />
    </ScreenContainer>
  );
}
