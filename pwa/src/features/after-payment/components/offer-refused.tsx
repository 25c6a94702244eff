import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { StatusView } from '@/components/screen/status-view';
import { OFFER_REFUSALS, type OfferRefusal } from '../lib/upsell-messages';

/**
 * The offer page when the server will not offer anything to this visitor: the offer ended, belongs to
 * another browser, or the order has none. The server's reason in words, and the way on.
 */
export function OfferRefused({ code, reason, nextHref }: { code: string; reason: OfferRefusal; nextHref: string }) {
  const refusal = OFFER_REFUSALS[reason];
  const continueLink = (
    <ButtonLink to={nextHref} size="lg" variant={reason === 'offer_not_yours' ? 'secondary' : 'primary'}>
      {reason === 'offer_closed' ? 'View my order' : 'Continue to my reading'}
    </ButtonLink>
  );
  return (
    <StatusView
      title={refusal.title}
      message={refusal.message}
      action={
        reason === 'offer_not_yours' ? (
          <>
            <ButtonLink to={paths.login.href(paths.upsell.href(code))} size="lg">
              Sign In
            </ButtonLink>
            {continueLink}
          </>
        ) : (
          continueLink
        )
      }
    />
  );
}
