import { useSearchParams } from 'react-router';
import { ConfirmPageScreen } from '@/features/confirmation/components/confirm-page-screen';

/** `/confirm-page?code=&status=`: the confirmation screen's variant. */
export default function ConfirmPageRoute() {
  const [search] = useSearchParams();
  return <ConfirmPageScreen code={search.get('code')} status={search.get('status')} />;
}
