import { useParams } from 'react-router';
import { OrderRequestScreen } from '@/features/confirmation/components/order-request-screen';

/** `/request/:code`: the order page variant of the confirmation. */
export default function RequestRoute() {
  const { code } = useParams();
  return <OrderRequestScreen code={code} />;
}
