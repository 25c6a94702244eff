import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Product } from '@shared/schemas/product';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { PageSpinner } from '@/components/ui/spinner';
import { hasErrorCode } from '@/lib/error-messages';
import { isOfflineLoad } from '@/lib/offline-load';
import { useOnline } from '@/lib/use-online';
import { ProductNotFound } from './product-not-found';

/**
 * The product page and the order form load one product by slug: a spinner, "Product Not Found" for a
 * product the server does not know, "You're offline" with no connection, a retry when the server failed,
 * else the screen itself.
 */
export function ProductLoadState({ query, children }: { query: UseQueryResult<Product>; children: (product: Product) => ReactNode }) {
  const online = useOnline();
  if (isOfflineLoad(query, online)) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-16 sm:px-6">
        <OfflineNotice whenBackOnline="This reading will load when you're back online." />
      </div>
    );
  }
  if (query.isPending) return <PageSpinner label="Loading your reading..." />;
  if (query.isError) {
    if (hasErrorCode(query.error, 'not_found')) return <ProductNotFound />;
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-16 sm:px-6">
        <Card role="alert" className="flex flex-col items-center gap-4 text-center">
          <p className="text-lg text-mist">We couldn't load this reading just now. Please try again.</p>
          <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
            Try Again
          </Button>
        </Card>
      </div>
    );
  }
  return children(query.data);
}
