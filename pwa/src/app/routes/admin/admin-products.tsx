import { ProductsScreen } from '@/features/admin/components/products/products-screen';

/** `/admin/products`: staff edit the catalogue. */
export default function AdminProductsRoute() {
  return <ProductsScreen />;
}
