import { useParams } from 'react-router';
import { ThankYouScreen } from '@/features/readings/components/thank-you-screen';

/** `/thank-you/:id`: the free request before its e-mail is confirmed (`id` is the request code). */
export default function ThankYouRoute() {
  const { id } = useParams();
  return <ThankYouScreen variant="unconfirmed" code={id} />;
}
