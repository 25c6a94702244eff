import { paths } from '@/app/paths';

/** The frame's page links, shared by the desktop bar, the mobile drawer and the footer's Quick Links. */
export const NAV_LINKS = [
  { label: 'Home', to: paths.home.href() },
  { label: 'Testimonials', to: paths.testimonials.href() },
  { label: 'Free Reading', to: paths.freeReading.href() },
] as const;
