/** The provider's own words when the customer's bank did not approve a charge (shown as they are). */
export class PaymentAuthError extends Error {
  override name = 'PaymentAuthError';
}
