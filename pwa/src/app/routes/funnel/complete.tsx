import { useParams } from 'react-router';
import { CompleteScreen } from '@/features/after-payment/components/complete-screen';

/** `/complete/:id`: the order's summary at the end of the funnel (`id` is the request code). */
export default function CompleteRoute() {
  const { id } = useParams();
  return <CompleteScreen code={id} />;
}
