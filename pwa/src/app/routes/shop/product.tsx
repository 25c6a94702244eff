import { useParams } from 'react-router';
import { ProductDetailScreen } from '@/features/catalogue/components/product-detail-screen';

/** `/products/:slug`: one reading. */
export default function ProductRoute() {
  const { slug = '' } = useParams();
  return <ProductDetailScreen slug={slug} />;
}
