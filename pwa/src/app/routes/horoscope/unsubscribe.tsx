import { useSearchParams } from 'react-router';
import { UnsubscribeScreen } from '@/features/horoscope/components/unsubscribe-screen';

/** `/horoscope/unsubscribe?token=...`: the daily mail's unsubscribe link (nothing happens until the button). */
export default function HoroscopeUnsubscribeRoute() {
  const [searchParams] = useSearchParams();
  return <UnsubscribeScreen token={searchParams.get('token')} />;
}
