import { useParams } from 'react-router';
import { ReadingResultScreen } from '@/features/account/components/reading-result-screen';

/** `/reading-result/:id`: an order's result, by order id (the owner only). */
export default function ReadingResultRoute() {
  return <ReadingResultScreen orderId={useParams().id} />;
}
