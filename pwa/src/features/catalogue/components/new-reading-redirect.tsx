import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/ui/spinner';
import { useProducts } from '../api/get-products';
import { productForType } from '../lib/catalogue-lib';

/**
 * Finds the product a `type` names (id, slug or an old name) among those on sale and opens its order
 * form; anything else, or a catalogue that cannot load, lands on `/products`, which explains itself.
 */
export function NewReadingRedirect({ type }: { type: string | null }) {
  const products = useProducts({ enabled: Boolean(type) });
  if (!type) return <Navigate to={paths.products.href()} replace />;
  if (products.isPending) return <PageSpinner label="Finding your reading..." />;
  const product = products.data && productForType(products.data, type);
  return <Navigate to={product ? paths.order.href(product.slug) : paths.products.href()} replace />;
}
