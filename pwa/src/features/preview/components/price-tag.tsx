import { formatMoney, percentOff } from '@shared/domain/money';
import { usePrices } from '@/features/checkout';

/**
 * The full reading's price as the server has it (the products table): with "One-time payment" (sales
 * page), or against the regular price struck through, with the discount computed from the two
 * (first-reading page). Until the price has loaded its place is held, so the card does not jump.
 */
export function PriceTag({ showRegular = false }: { showRegular?: boolean }) {
  const full = usePrices().data?.fullReading;
  if (!full) {
    return (
      <div className="flex flex-col items-center gap-1 text-center" aria-busy="true">
        <p className="h-12 w-40 animate-pulse rounded-lg bg-white/10 motion-reduce:animate-none">
          <span className="sr-only">Loading the price...</span>
        </p>
        <p className="text-sm font-semibold tracking-widest text-mist-muted uppercase">One-time payment</p>
      </div>
    );
  }
  const regular = showRegular && full.regularCents !== null && full.regularCents > full.priceCents ? full.regularCents : null;
  const discount = regular === null ? 0 : percentOff(regular, full.priceCents);
  return (
    <div className="flex flex-col items-center gap-1 text-center">
      {regular !== null && (
        <p className="flex items-center gap-3">
          <s className="text-xl text-mist-muted">
            <span className="sr-only">Regular price </span>
            {formatMoney(regular)}
          </s>
          <span className="rounded-full bg-gold-300 px-3 py-0.5 text-sm font-bold tracking-wide text-night-950">{discount}% OFF</span>
        </p>
      )}
      <p className="font-serif text-5xl text-gold-300 [text-shadow:0_0_24px_rgb(246_212_122/0.35)]">
        {regular !== null && <span className="sr-only">Today </span>}
        {formatMoney(full.priceCents)}
      </p>
      <p className="text-sm font-semibold tracking-widest text-mist-muted uppercase">One-time payment</p>
    </div>
  );
}
