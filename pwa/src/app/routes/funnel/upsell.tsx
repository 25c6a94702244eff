import { useParams } from 'react-router';
import { UpsellScreen } from '@/features/after-payment/components/upsell-screen';

/** `/upsell/:id`: the one-time offer after the first payment (`id` is the request code). */
export default function UpsellRoute() {
  const { id } = useParams();
  return <UpsellScreen code={id} />;
}
