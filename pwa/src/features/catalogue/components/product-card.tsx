import type { Product } from '@shared/schemas/product';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { StarList } from '@/components/ui/star-list';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';

/** One reading in the catalogue grid; its buttons line up at the bottom whatever the text length. */
export function ProductCard({ product }: { product: Product }) {
  const headingId = `product-${product.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-violet-400/20 bg-night-800/80 shadow-card transition hover:border-gold-300/40"
    >
      <ProductImage product={product} className="w-full" />
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div>
          <h2 id={headingId} className="text-xl leading-snug text-mist">
            {product.name}
          </h2>
          <ProductPrice product={product} className="mt-2" />
        </div>
        <p className="text-mist-muted">{product.shortDescription}</p>
        <StarList items={product.features} className="gap-2 text-sm" />
        <div className="mt-auto flex flex-col gap-2 pt-2">
          <ButtonLink to={paths.product.href(product.slug)} variant="secondary" className="w-full" aria-label={`Learn More about ${product.name}`}>
            Learn More
          </ButtonLink>
          <ButtonLink to={paths.order.href(product.slug)} className="w-full" aria-label={`Get Reading: ${product.name}`}>
            Get Reading
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

/** The grid's loading state: cards of the same shape, so nothing jumps when the products arrive. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-violet-400/15 bg-night-800/60">
      <div className="aspect-[4/3] w-full animate-pulse bg-night-700 motion-reduce:animate-none" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-6 w-3/4 animate-pulse rounded bg-night-700 motion-reduce:animate-none" />
        <div className="h-8 w-1/3 animate-pulse rounded bg-night-700 motion-reduce:animate-none" />
        <div className="h-16 w-full animate-pulse rounded bg-night-700 motion-reduce:animate-none" />
        <div className="h-11 w-full animate-pulse rounded bg-night-700 motion-reduce:animate-none" />
      </div>
    </div>
  );
}
