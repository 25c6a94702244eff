import { BRAND } from '@shared/domain/brand';
import { EmailAddress } from '@/components/ui/email-address';

/** The support address as a mail link: the one contact channel the policies name. */
export function SupportEmailLink({ className }: { className?: string }) {
  return (
    <a href={`mailto:${BRAND.supportEmail}`} className={className}>
      <EmailAddress address={BRAND.supportEmail} />
    </a>
  );
}
