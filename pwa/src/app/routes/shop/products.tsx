import { ProductsScreen } from '@/features/catalogue/components/products-screen';

/** `/products`: the catalogue. */
export default function ProductsRoute() {
  return <ProductsScreen />;
}
