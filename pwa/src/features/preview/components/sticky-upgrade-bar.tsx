import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { formatMoney, percentOff } from '@shared/domain/money';
import { FULL_READING_BONUSES } from '@shared/domain/bonuses';
import { usePrices } from '@/features/checkout';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/**
 * Phones only (< 768 px): the upgrade button stays at hand while the visitor reads. Render it
 * last in the page: its marker tells when the page's end is on screen, and the bar then slides away so
 * it never covers the site footer (the page's own bottom padding keeps it off the content above).
 */
export function StickyUpgradeBar({ onUpgrade }: { onUpgrade: (event: MouseEvent<HTMLElement>) => void }) {
  const end = useRef<HTMLDivElement>(null);
  const [atEnd, setAtEnd] = useState(false);
  // The server's price (the products table). The bar waits while it is on its way, so it never grows a
  // line or a wider button under the visitor's eyes; failed or offline, it shows without a price.
  const prices = usePrices();
  const priceOnItsWay = prices.isPending && prices.fetchStatus === 'fetching';
  const full = prices.data?.fullReading;
  const discount = full?.regularCents ? percentOff(full.regularCents, full.priceCents) : 0;

  useEffect(() => {
    const marker = end.current;
    if (!marker || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setAtEnd(Boolean(entry?.isIntersecting)));
    observer.observe(marker);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div ref={end} aria-hidden="true" className="h-px" />
      {!priceOnItsWay && (
        <div
          // Out of sight means out of the tab order and the accessibility tree too.
          inert={atEnd}
          // Toasts on phones sit above the bar while it shows (app.css).
          data-bottom-bar=""
          className={cn(
            'fixed inset-x-0 bottom-0 z-40 border-t border-gold-400/30 bg-night-950/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-10px_30px_rgb(5_2_20/0.6)] backdrop-blur-md transition-transform duration-300 md:hidden',
            atEnd && 'translate-y-full',
          )}
        >
          <div className="mx-auto flex max-w-md items-center justify-between gap-3">
            <p className="text-sm leading-tight text-mist">
              <span className="block font-semibold">Full reading + {FULL_READING_BONUSES.length} bonuses</span>
              {discount > 0 && <span className="text-gold-200">{discount}% off today</span>}
            </p>
            <Button onClick={onUpgrade} className="shrink-0">
              {full ? `Upgrade ${formatMoney(full.priceCents)}` : 'Upgrade'}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
