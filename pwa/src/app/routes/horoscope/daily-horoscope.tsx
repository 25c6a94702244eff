import { SignPickerScreen } from '@/features/horoscope/components/sign-picker-screen';

/** `/horoscope`: the sign picker (prerendered), on to the sign this device chose last. */
export default function DailyHoroscopeRoute() {
  return <SignPickerScreen />;
}
