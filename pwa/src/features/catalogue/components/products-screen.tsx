import { useSearchParams } from 'react-router';
import type { Product } from '@shared/schemas/product';
import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { isOfflineLoad } from '@/lib/offline-load';
import { useOnline } from '@/lib/use-online';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProducts } from '../api/get-products';
import { filterProducts, isCatalogueFilter, type CatalogueFilter } from '../lib/catalogue-lib';
import { CatalogueFilters } from './catalogue-filters';
import { HowItWorks } from './how-it-works';
import { ProductCard, ProductCardSkeleton } from './product-card';

const GRID = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-4';

/**
 * `/products`: every reading on sale, filtered by the buttons (the choice lives in `?category=`, so a
 * filtered list can be shared and survives a reload), then the three steps of how it works. Offline with
 * no list at hand, it says so (and loads the list once the connection is back).
 */
export function ProductsScreen() {
  useDocumentTitle('Our Readings');
  const products = useProducts();
  const offline = isOfflineLoad(products, useOnline());
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const filter: CatalogueFilter = isCatalogueFilter(category) ? category : 'all';
  const choose = (next: CatalogueFilter) => setParams(next === 'all' ? {} : { category: next }, { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 text-center">
        <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">Personal readings</p>
        <h1 className="text-3xl text-gold-300 sm:text-5xl">Explore Our Readings</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-mist-muted">
          Each reading is prepared by hand for you alone. Choose the question your heart is asking.
        </p>
      </header>
      <div className="mb-8">
        <CatalogueFilters value={filter} onChange={choose} />
      </div>

      {offline ? (
        <OfflineNotice whenBackOnline="The readings will load when you're back online." className="mx-auto max-w-lg" />
      ) : products.isPending ? (
        <div role="status" aria-label="Loading readings" className={GRID}>
          {[0, 1, 2, 3].map((key) => (
            <ProductCardSkeleton key={key} />
          ))}
        </div>
      ) : products.isError ? (
        <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-[var(--radius-card)] border border-violet-400/20 bg-night-800/70 p-8 text-center">
          <AlertIcon className="size-10 text-gold-300" />
          <p className="text-lg text-mist">Unable to load readings. Please try again later.</p>
          <Button variant="secondary" onClick={() => void products.refetch()} disabled={products.isFetching}>
            {products.isFetching ? 'Trying...' : 'Try Again'}
          </Button>
        </div>
      ) : (
        <ProductGrid products={filterProducts(products.data, filter)} />
      )}

      <HowItWorks />
    </div>
  );
}

function ProductGrid({ products }: { products: Product[] }) {
  if (products.length === 0) {
    return <p className="text-center text-mist-muted">No readings in this category just now. Please look at All Readings.</p>;
  }
  return (
    <>
      <p className="sr-only" aria-live="polite">
        Showing {products.length} {products.length === 1 ? 'reading' : 'readings'}
      </p>
      <div className={GRID}>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </>
  );
}
