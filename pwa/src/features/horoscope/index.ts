export { HoroscopeCard } from './components/horoscope-card';
export { SignBadge } from './components/sign-badge';
export { ZodiacSection } from './components/zodiac-section';
export { DailyHoroscopePanel } from './components/daily-horoscope-panel';
