/** Query keys of the checkout feature, from one factory, so no key is typed twice. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  /** Which provider the shop runs with (Stripe or the test-mode sandbox) and its publishable key. */
  config: () => [...checkoutKeys.all, 'config'] as const,
  /** The funnel's prices from the products table (the full reading, the one-time offer). */
  prices: () => [...checkoutKeys.all, 'prices'] as const,
  /** The PaymentIntent of one order: the dialog and the page's summary share it. */
  intent: (code: string) => [...checkoutKeys.all, 'intent', code] as const,
  /** Stripe.js for a publishable key: loaded once per visit, and only in Stripe mode. */
  stripe: (publishableKey: string) => [...checkoutKeys.all, 'stripe', publishableKey] as const,
};
