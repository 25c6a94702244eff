import { QUESTIONNAIRE_PATTERNS } from '../domain/questionnaire-pages';

/**
 * Every page path of the shop, in one typed object: the PWA routes and links through it
 * (pwa/src/config/paths.ts re-exports it) and the API builds the links in its mails from it, so a link
 * cannot name a page that has no route (tests/e2e/links.spec.ts walks them).
 */
const enc = encodeURIComponent;

export const paths = {
  home: { pattern: '/', href: () => '/' },
  freeReading: { href: () => '/#free-reading' },
  testimonials: { href: () => '/#testimonials' },
  submissionSuccess: {
    pattern: '/submission-success/:id?',
    href: (code?: string) => (code ? `/submission-success/${enc(code)}` : '/submission-success'),
  },
  thankYou: { pattern: '/thank-you/:id', href: (code: string) => `/thank-you/${enc(code)}` },
  thankYouConfirmed: {
    pattern: '/thank-you-confirmed/:code',
    href: (code: string) => `/thank-you-confirmed/${enc(code)}`,
  },
  confirm: { pattern: '/confirm', href: (code: string) => `/confirm?code=${enc(code)}` },
  confirmPage: {
    pattern: '/confirm-page',
    href: (code: string, status = 'success') => `/confirm-page?code=${enc(code)}&status=${enc(status)}`,
  },
  confirmRequest: { pattern: '/confirm-request', href: () => '/confirm-request' },
  directConfirm: { pattern: '/direct-confirm/:code', href: (code: string) => `/direct-confirm/${enc(code)}` },
  request: { pattern: '/request/:code', href: (code: string) => `/request/${enc(code)}` },
  privacyPolicy: { pattern: '/privacy-policy', href: () => '/privacy-policy' },
  termsOfService: { pattern: '/terms-of-service', href: () => '/terms-of-service' },
  disclaimer: { pattern: '/disclaimer', href: () => '/disclaimer' },
  login: { pattern: '/login', href: (next?: string) => (next ? `/login?next=${enc(next)}` : '/login') },
  resetPassword: { pattern: '/reset-password', href: (token?: string) => (token ? `/reset-password?token=${enc(token)}` : '/reset-password') },
  admin: { pattern: '/admin', href: () => '/admin' },
  adminProducts: { pattern: '/admin/products', href: () => '/admin/products' },
  exportData: { pattern: '/export', href: () => '/export' },
  usersTable: { pattern: '/users-table', href: () => '/users-table' },
  testConfirm: { pattern: '/test-confirm', href: (code?: string) => (code ? `/test-confirm?code=${enc(code)}` : '/test-confirm') },
  dashboard: {
    pattern: '/dashboard',
    /** `tab`: one of the dashboard's tabs (features/account/lib/dashboard-tabs.ts). */
    href: (tab?: string) => (tab ? `/dashboard?tab=${enc(tab)}` : '/dashboard'),
  },
  /** The older dashboard's address: redirects to /dashboard, so old links still work. */
  newDashboard: { pattern: '/new-dashboard' },
  products: { pattern: '/products', href: () => '/products' },
  product: { pattern: '/products/:slug', href: (slug: string) => `/products/${enc(slug)}` },
  /** The catalogue's order form (name and e-mail), then on to `/payment/{code}`. */
  order: { pattern: '/order/:slug', href: (slug: string) => `/order/${enc(slug)}` },
  /** The old app's link to order a reading by type (product id or slug): redirects to `/order/{slug}`. */
  newReading: { pattern: '/new-reading', href: (type: string | number) => `/new-reading?type=${enc(String(type))}` },
  /** An order's result, by order id (owner only): the right view of a finished reading. */
  readingResult: { pattern: '/reading-result/:id', href: (orderId: number) => `/reading-result/${orderId}` },
  /** Every product's questionnaire page; links go through `questionnairePath` (shared/domain/questionnaire-path.ts). */
  questionnaires: {
    patterns: Object.entries(QUESTIONNAIRE_PATTERNS)
      .filter(([name]) => name !== 'onboarding')
      .map(([, pattern]) => pattern),
  },
  sales: { pattern: '/sales/:code', href: (code: string) => `/sales/${enc(code)}` },
  firstReading: { pattern: '/first-reading/:code', href: (code: string) => `/first-reading/${enc(code)}` },
  payment: { pattern: '/payment/:id?', href: (code: string) => `/payment/${enc(code)}` },
  paymentThankYou: { pattern: '/payment-thank-you/:id', href: (code: string) => `/payment-thank-you/${enc(code)}` },
  upsell: { pattern: '/upsell/:id', href: (code: string) => `/upsell/${enc(code)}` },
  onboarding: { pattern: QUESTIONNAIRE_PATTERNS.onboarding, href: (code: string) => `/onboarding/${enc(code)}` },
  complete: { pattern: '/complete/:id', href: (code: string) => `/complete/${enc(code)}` },
  /** The premium soulmate reading (products 1, 2 and 4): one screen with `premiumReading`, by request code. */
  premiumSoulmateReading: { pattern: '/premium-soulmate-reading/:code', href: (code: string) => `/premium-soulmate-reading/${enc(code)}` },
  /** The other readings' variants of that screen (`type`: shared/domain/reading-content.ts READING_TYPES). */
  premiumReading: {
    pattern: '/premium-reading/:code',
    href: (code: string, type?: string) => `/premium-reading/${enc(code)}${type ? `?type=${enc(type)}` : ''}`,
  },
  /** The daily horoscope: the sign picker (it opens on a signed-in account's sign, else on the sign this device last chose). */
  horoscope: { pattern: '/horoscope', href: () => '/horoscope' },
  /** One sign's daily horoscope (`sign`: a zodiac sign id, shared/domain/zodiac.ts), today and the coming days. */
  horoscopeSign: { pattern: '/horoscope/:sign', href: (sign: string) => `/horoscope/${enc(sign)}` },
  /** The daily horoscope mail's unsubscribe link: a button, so a link scanner opening it changes nothing. */
  horoscopeUnsubscribe: { pattern: '/horoscope/unsubscribe', href: (token: string) => `/horoscope/unsubscribe?token=${enc(token)}` },
  /** The "Confirm your daily horoscope" mail's link: the only way a subscribe request by address starts the horoscope. */
  horoscopeConfirm: { pattern: '/horoscope/confirm', href: (token: string) => `/horoscope/confirm?token=${enc(token)}` },
  /** The meditation's player page, by the audio order's request code. */
  audioExperience: { pattern: '/audio-experience/:requestCode', href: (code: string) => `/audio-experience/${enc(code)}` },
} as const;
