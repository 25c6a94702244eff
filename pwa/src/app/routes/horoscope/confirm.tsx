import { useSearchParams } from 'react-router';
import { ConfirmHoroscopeScreen } from '@/features/horoscope/components/confirm-screen';

/** `/horoscope/confirm?token=...`: the daily horoscope's confirmation link (nothing happens until the button). */
export default function HoroscopeConfirmRoute() {
  const [searchParams] = useSearchParams();
  return <ConfirmHoroscopeScreen token={searchParams.get('token')} />;
}
