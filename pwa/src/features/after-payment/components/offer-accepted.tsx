import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { CheckCircleIcon } from '@/components/ui/icons';
import { formatMoney } from '@shared/domain/money';
import { StatusView } from '@/components/screen/status-view';
import { UPSELL_NAME } from './upsell-offer';

/**
 * The offer page opened elsewhere than where it was answered (another browser, the payer's other
 * device): the server says only that the offer was accepted, as the order's page lists it. Nothing is
 * left to answer here; the order's page shows what was bought.
 */
export function OfferAccepted({ code, priceCents }: { code: string; priceCents: number }) {
  return (
    <StatusView
      icon={<CheckCircleIcon className="mx-auto mb-4 size-12 text-success" />}
      title="This offer was accepted"
      message={
        <p>
          The {UPSELL_NAME} was added to this order{priceCents > 0 ? ` for ${formatMoney(priceCents)}` : ''}, and its payment went through.
          There is nothing more to answer here: the order's page lists everything it bought.
        </p>
      }
      action={
        <ButtonLink to={paths.complete.href(code)} size="lg">
          View my order
        </ButtonLink>
      }
    />
  );
}
