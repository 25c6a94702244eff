import { useParams } from 'react-router';
import { ThankYouScreen } from '@/features/readings/components/thank-you-screen';

/** `/thank-you-confirmed/:code`: the same screen once the e-mail is confirmed. */
export default function ThankYouConfirmedRoute() {
  const { code } = useParams();
  return <ThankYouScreen variant="confirmed" code={code} />;
}
