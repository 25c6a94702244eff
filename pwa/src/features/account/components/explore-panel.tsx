import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMoney } from '@shared/domain/money';
import { productBySlug } from '@shared/domain/products';
import type { Product } from '@shared/schemas/product';
import { paths } from '@/config/paths';
import { Button, ButtonLink } from '@/components/ui/button';
import { SparklesIcon } from '@/components/ui/icons';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { isOfflineLoad } from '@/lib/offline-load';
import { useOnline } from '@/lib/use-online';
import { productsQueryOptions } from '@/features/catalogue';

/** The readings the Explore tab suggests, in the product registry's order. */
function exploreProducts(products: readonly Product[]): Product[] {
  const rank = (product: Product) => productBySlug(product.slug)?.catalogue?.explore;
  return products.filter((product) => rank(product) !== undefined).sort((a, b) => rank(a)! - rank(b)!);
}

function ProductTile({ product }: { product: Product }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-violet-400/20 bg-night-800/80 shadow-card">
      <div aria-hidden="true" className="grid aspect-[16/9] place-items-center bg-gradient-to-br from-night-700 to-night-900 text-gold-300">
        {product.imageUrl ? <img src={product.imageUrl} alt="" className="size-full object-cover" loading="lazy" /> : <SparklesIcon className="size-10" />}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl text-gold-200">{product.name}</h3>
        <p className="mt-1 flex items-baseline gap-2">
          <span className="text-lg font-semibold text-mist">{formatMoney(product.priceCents)}</span>
          {product.comparePriceCents !== null && product.comparePriceCents > product.priceCents && (
            <s className="text-sm text-mist-muted">
              <span className="sr-only">was </span>
              {formatMoney(product.comparePriceCents)}
            </s>
          )}
        </p>
        <p className="mt-3 flex-1 text-mist-muted">{product.shortDescription}</p>
        <ButtonLink to={paths.product.href(product.slug)} variant="secondary" className="mt-5 w-full">
          Learn More<span className="sr-only"> about {product.name}</span>
        </ButtonLink>
      </div>
    </article>
  );
}

/** The Explore tab: three readings from the catalogue, each to its page, and the whole catalogue. */
export function ExplorePanel() {
  // The catalogue's own list (prices as staff set them), narrowed to the readings the product registry suggests.
  const products = useQuery({ ...productsQueryOptions(), select: exploreProducts });
  const offline = isOfflineLoad(products, useOnline());
  return (
    <section aria-labelledby="dashboard-panel-title">
      <header className="mb-5">
        <h2 id="dashboard-panel-title" className="text-2xl text-gold-300 sm:text-3xl">
          Explore Readings
        </h2>
        <p className="mt-1 text-mist-muted">Go deeper into your love story with another personal reading.</p>
      </header>
      {offline && <OfflineNotice whenBackOnline="The readings will load when you're back online." />}
      {products.isPending && !offline && (
        <div role="status" className="grid gap-4 sm:grid-cols-2">
          <span className="sr-only">Loading readings...</span>
          {[0, 1, 2].map((key) => (
            <div key={key} aria-hidden="true" className="h-80 animate-pulse rounded-[var(--radius-card)] bg-night-800/70 motion-reduce:animate-none" />
          ))}
        </div>
      )}
      {products.isError && !offline && (
        <div role="alert" className="rounded-[var(--radius-card)] border border-violet-400/25 bg-night-800/60 p-6 text-center">
          <p className="text-mist">Unable to load readings. Please try again later.</p>
          <Button variant="secondary" className="mt-4" onClick={() => void products.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {products.data && (
        <ul className="grid gap-4 sm:grid-cols-2">
          {products.data.map((product) => (
            <li key={product.id}>
              <ProductTile product={product} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-8 text-center">
        <Link to={paths.products.href()} className="font-semibold text-gold-300 underline underline-offset-4 hover:text-gold-200">
          View All Readings
        </Link>
      </p>
    </section>
  );
}
