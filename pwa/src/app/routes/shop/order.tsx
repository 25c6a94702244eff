import { useParams } from 'react-router';
import { OrderScreen } from '@/features/catalogue/components/order-screen';

/** `/order/:slug`: the catalogue's order form. */
export default function OrderRoute() {
  const { slug = '' } = useParams();
  return <OrderScreen slug={slug} />;
}
