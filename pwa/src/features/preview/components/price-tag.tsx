import { formatMoney, percentOff } from '@shared/domain/money';
import { FULL_READING_PRICE_CENTS, FULL_READING_REGULAR_CENTS } from '@shared/domain/products';

/**
 * The full reading's price: $18.99 with "One-time payment" (sales page), or against the regular $89.00
 * struck through, with the discount computed from the two (first-reading page).
 */
export function PriceTag({ showRegular = false }: { showRegular?: boolean }) {
  const discount = percentOff(FULL_READING_REGULAR_CENTS, FULL_READING_PRICE_CENTS);
  return (
    <div className="flex flex-col items-center gap-1 text-center">
      {showRegular && (
        <p className="flex items-center gap-3">
          <s className="text-xl text-mist-muted">
            <span className="sr-only">Regular price </span>
            {formatMoney(FULL_READING_REGULAR_CENTS)}
          </s>
          <span className="rounded-full bg-gold-300 px-3 py-0.5 text-sm font-bold tracking-wide text-night-950">{discount}% OFF</span>
        </p>
      )}
      <p className="font-serif text-5xl text-gold-300 [text-shadow:0_0_24px_rgb(246_212_122/0.35)]">
        {showRegular && <span className="sr-only">Today </span>}
        {formatMoney(FULL_READING_PRICE_CENTS)}
      </p>
      <p className="text-sm font-semibold tracking-widest text-mist-muted uppercase">One-time payment</p>
    </div>
  );
}
