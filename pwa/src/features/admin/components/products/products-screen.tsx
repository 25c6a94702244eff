import { Spinner } from '@/components/ui/spinner';
import { useAdminProducts } from '../../api/get-admin-products';
import { describeError } from '../../lib/server-errors';
import { AdminHeader } from '../admin-header';
import { EmptyState, ErrorState } from '../query-states';
import { ProductCard } from './product-card';

/** `/admin/products`: every product with its editor (prices, texts, features, active). */
export function ProductsScreen() {
  const products = useAdminProducts();

  const body = () => {
    if (products.isPending) return <Spinner label="Loading products..." />;
    if (products.isError) {
      return <ErrorState message="The products could not be loaded." detail={describeError(products.error)} onRetry={() => void products.refetch()} retrying={products.isFetching} />;
    }
    if (products.data.length === 0) return <EmptyState>No products found.</EmptyState>;
    return (
      <ul className="flex flex-col gap-3">
        {products.data.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <>
      <AdminHeader title="Products" />
      {body()}
    </>
  );
}
