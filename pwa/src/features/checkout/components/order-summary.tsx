import { bonusesValueCents, FULL_READING_BONUSES } from '@shared/domain/bonuses';
import { PAID_READING_PROMISE } from '@shared/domain/delivery';
import { formatMoney } from '@shared/domain/money';
import { Card } from '@/components/ui/card';
import { usePrices } from '../api/get-prices';
import { OrderTotal } from './order-total';

/** The /payment page's summary: what is bought, the bonuses with their stated value, the server's total. */
export function OrderSummary({ code }: { code: string }) {
  // The struck-through regular price as staff set it; the total below is the order's own.
  const regularCents = usePrices().data?.fullReading.regularCents ?? null;
  return (
    <Card className="flex flex-col gap-4 border-gold-400/25">
      <h2 className="text-xl text-gold-300">Order Summary</h2>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="font-semibold text-mist">Premium Soulmate Reading</p>
          <p className="text-sm text-mist-muted">Your 20-page personal soulmate blueprint, {PAID_READING_PROMISE}.</p>
        </div>
        {regularCents !== null && (
          <s className="shrink-0 text-mist-muted">
            <span className="sr-only">Regular price </span>
            {formatMoney(regularCents)}
          </s>
        )}
      </div>
      <div>
        <p className="mb-2 text-sm font-semibold tracking-widest text-gold-300 uppercase">Bonuses included</p>
        <ul className="flex flex-col gap-2">
          {FULL_READING_BONUSES.map((bonus) => (
            <li key={bonus.productId} className="flex items-start justify-between gap-3 text-sm">
              <span className="flex gap-2 text-mist">
                <span aria-hidden="true" className="text-gold-300">
                  ✦
                </span>
                {bonus.title}
              </span>
              <span className="shrink-0 text-mist-muted">{formatMoney(bonus.valueCents)} value</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-right text-sm text-mist-muted">Bonus value {formatMoney(bonusesValueCents())}, yours free</p>
      </div>
      <OrderTotal code={code} />
      <p className="text-sm text-mist-muted">One-time payment. No subscription.</p>
    </Card>
  );
}
