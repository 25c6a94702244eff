import { useParams } from 'react-router';
import { SignHoroscopeScreen } from '@/features/horoscope/components/sign-horoscope-screen';

/** `/horoscope/{sign}`: one sign's daily horoscope, today and the coming days. */
export default function SignHoroscopeRoute() {
  const { sign } = useParams();
  return <SignHoroscopeScreen signParam={sign} />;
}
