import { paths } from '@/config/paths';

/** The frame's page links, shared by the desktop bar, the mobile drawer and the footer's Quick Links. */
export const NAV_LINKS = [
  { label: 'Home', to: paths.home.href() },
  { label: 'Readings', to: paths.products.href() },
  { label: 'Daily Horoscope', to: paths.horoscope.href() },
  { label: 'Testimonials', to: paths.testimonials.href() },
  { label: 'Free Reading', to: paths.freeReading.href() },
] as const;

/** The three policies, in one order wherever they are listed: the footer, the policy pages, the first-reading page. */
export const POLICY_LINKS = [
  { label: 'Privacy Policy', to: paths.privacyPolicy.href() },
  { label: 'Terms of Service', to: paths.termsOfService.href() },
  { label: 'Disclaimer', to: paths.disclaimer.href() },
] as const;
