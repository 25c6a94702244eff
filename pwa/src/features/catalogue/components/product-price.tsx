import { formatMoney } from '@shared/domain/money';
import type { Product } from '@shared/schemas/product';
import { cn } from '@/components/ui/cn';

/** The price, after the struck-through comparison price when there is a higher one. */
export function ProductPrice({ product, className, large = false }: { product: Pick<Product, 'priceCents' | 'comparePriceCents'>; className?: string; large?: boolean }) {
  const compare = product.comparePriceCents !== null && product.comparePriceCents > product.priceCents ? product.comparePriceCents : null;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-3 gap-y-1', className)}>
      {compare !== null && (
        <s className={cn('text-mist-muted', large ? 'text-xl' : 'text-base')}>
          <span className="sr-only">Regular price </span>
          {formatMoney(compare)}
        </s>
      )}
      <span className={cn('font-serif text-gold-300', large ? 'text-4xl' : 'text-3xl')}>
        {compare !== null && <span className="sr-only">Now </span>}
        {formatMoney(product.priceCents)}
      </span>
    </p>
  );
}
