export { HoroscopeCard } from './components/horoscope-card';
export { SignBadge } from './components/sign-badge';
export { ZodiacSection } from './components/zodiac-section';
export { DailyHoroscopeLink } from './components/daily-horoscope-link';
