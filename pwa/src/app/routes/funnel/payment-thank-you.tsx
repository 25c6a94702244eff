import { useParams } from 'react-router';
import { PaymentThankYouScreen } from '@/features/after-payment/components/payment-thank-you-screen';

/** `/payment-thank-you/:id`: the payment success page (`id` is the request code). */
export default function PaymentThankYouRoute() {
  const { id } = useParams();
  return <PaymentThankYouScreen code={id} />;
}
