import { Link } from 'react-router';
import { formatMoney } from '@shared/domain/money';
import type { OrderPurchases, Purchase } from '@shared/schemas/purchases';
import { Card } from '@/components/ui/card';
import { formatMomentDate } from '@/lib/format-date';
import { formatDayAndTime } from '@/features/orders';
import { purchaseTiming, sketchAlreadySent } from '../lib/purchase-timing';

/** The small line under a purchase's name: how it came with the order. */
const KIND_NOTES: Record<Purchase['kind'], string | undefined> = {
  order: undefined,
  bonus: 'Bonus, included with your reading',
  offer: 'One-time offer, added to your order',
};

/** When the line comes (the server's lifecycle status), and where its answers are given if it waits for them. */
function LineTiming({ item, answerHref }: { item: Purchase; answerHref: string | undefined }) {
  const timing = purchaseTiming(item);
  if (!timing) return null;
  return (
    <>
      <p className="text-sm font-semibold text-gold-200">
        {timing.text}
        {timing.at && (
          <>
            {' '}
            <time dateTime={timing.at}>{formatDayAndTime(timing.at)}</time>
          </>
        )}
      </p>
      {sketchAlreadySent(item) && <p className="text-sm text-mist-muted">Your soulmate sketch is already yours: it came with your free reading.</p>}
      {timing.waitsForAnswers &&
        (item.kind === 'order' && answerHref ? (
          <Link to={answerHref} className="text-sm font-semibold text-gold-300 underline underline-offset-2 hover:text-gold-200">
            Answer your questions now
          </Link>
        ) : (
          <p className="text-sm text-mist-muted">Answer its questions in your account, under Needs Your Input.</p>
        ))}
    </>
  );
}

function PurchaseLine({ item, answerHref }: { item: Purchase; answerHref: string | undefined }) {
  const note = KIND_NOTES[item.kind];
  return (
    <li className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0 lg:py-4">
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold text-mist">{item.name}</p>
        {note && <p className="text-sm text-mist-muted">{note}</p>}
        {item.refundedAt && <p className="text-sm font-semibold text-gold-200">Refunded on {formatMomentDate(item.refundedAt)}</p>}
        <LineTiming item={item} answerHref={answerHref} />
      </div>
      <div className="shrink-0 text-right">
        {item.kind === 'bonus' ? (
          <>
            <p className="font-semibold text-mist">Included</p>
            {item.valueCents !== null && <p className="text-sm text-mist-muted">worth {formatMoney(item.valueCents)}</p>}
          </>
        ) : (
          <p className={item.refundedAt ? 'font-semibold text-mist-muted line-through' : 'font-semibold text-mist'}>{formatMoney(item.priceCents)}</p>
        )}
      </div>
    </li>
  );
}

/**
 * The completion page's "What You Bought": every line the server says the order bought, when each comes
 * (by its place in the order lifecycle), and the total paid. `answerHref`: where the order's own
 * questions are answered by its code (the funnel's onboarding), if they are.
 */
export function PurchaseList({ purchases, answerHref }: { purchases: OrderPurchases; answerHref?: string }) {
  return (
    <Card className="p-5 shadow-glow sm:p-6 lg:p-8">
      <h2 className="mb-4 text-xl text-gold-300 lg:text-2xl">What You Bought</h2>
      <ul className="divide-y divide-violet-400/20">
        {purchases.items.map((item, index) => (
          <PurchaseLine key={`${index}-${item.name}`} item={item} answerHref={answerHref} />
        ))}
      </ul>
      <div className="mt-4 flex items-baseline justify-between gap-4 border-t border-gold-300/30 pt-4">
        <p className="font-semibold text-mist">{purchases.items.some((item) => item.refundedAt) ? 'Total after refunds' : 'Total paid'}</p>
        <p className="text-xl font-semibold text-gold-300">{formatMoney(purchases.totalCents, purchases.currency)}</p>
      </div>
    </Card>
  );
}
