import { useSearchParams } from 'react-router';
import { ConfirmScreen } from '@/features/confirmation/components/confirm-screen';

/** `/confirm?code=`: the link in the confirmation e-mail. */
export default function ConfirmRoute() {
  const [search] = useSearchParams();
  return <ConfirmScreen code={search.get('code')} />;
}
