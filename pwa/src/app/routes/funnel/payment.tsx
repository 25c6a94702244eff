import { Navigate, useLocation, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { PaymentScreen } from '@/features/checkout/components/payment-screen';
import { paymentCodeFrom } from '@/features/checkout/lib/payment-code';

/** `/payment/:id?`: the order's code from the path (or a code elsewhere in the address); home without one. */
export default function PaymentRoute() {
  const { id } = useParams();
  const location = useLocation();
  const code = paymentCodeFrom(id, location);
  if (!code) return <Navigate to={paths.home.href()} replace />;
  return <PaymentScreen code={code} />;
}
