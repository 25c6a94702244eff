import { Link } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';

export type ThankYouVariant = 'unconfirmed' | 'confirmed';

/** The one part that differs between the two thank-you pages: where the request stands. */
export function ThankYouNotice({ variant }: { variant: ThankYouVariant }) {
  if (variant === 'confirmed') {
    return (
      <Notice tone="success" title="Your reading request has been confirmed!">
        <p>Thank you for confirming your email. We will begin work on your soulmate sketch right away.</p>
      </Notice>
    );
  }
  return (
    <Notice tone="danger" title="Important!">
      <p>
        Your request is not complete until you confirm your email address. Please check your inbox (and your spam
        folder) for our email and click the confirmation link.
      </p>
      <p className="mt-2">
        <Link to={paths.confirmRequest.href()} className="font-semibold text-gold-200 underline underline-offset-4 hover:text-gold-300">
          Didn't get the e-mail?
        </Link>
      </p>
    </Notice>
  );
}
