import { FREE_READING_PROMISE, PAID_READING_PROMISE } from '@shared/domain/delivery';
import { SupportEmailLink } from '../components/support-email-link';
import type { PolicySection } from './types';

/** Free readings, orders, delivery and refunds: the money and time promises, from the same constants the shop uses. */
export const termsOrderSections: PolicySection[] = [
  {
    id: 'free-readings',
    heading: 'Free Readings',
    body: (
      <p>
        A free reading request is complete only once you confirm your email address with the link we send you. We then
        deliver your free reading and soulmate sketch by email {FREE_READING_PROMISE}. We may decline requests that are
        automated, abusive or made with someone else&rsquo;s email address.
      </p>
    ),
  },
  {
    id: 'orders',
    heading: 'Orders, Prices and Payment',
    body: (
      <>
        <p>
          All prices are in US dollars (USD) and are shown before you pay, together with any discount. The price on
          the payment page is the whole price you are charged: nothing is added at checkout. Payments are processed by
          Stripe, and your order is accepted when the payment succeeds.
        </p>
        <p>
          Right after checkout we may offer you a one-time extra. It is charged to the payment method you have just used
          only if you choose to accept it, at the price shown in the offer.
        </p>
      </>
    ),
  },
  {
    id: 'delivery',
    heading: 'Delivery',
    body: (
      <>
        <p>
          We deliver free readings {FREE_READING_PROMISE} of your email confirmation, and paid readings{' '}
          {PAID_READING_PROMISE} of your payment. Where a reading needs your answers to a short questionnaire, the time
          runs from when you complete it. We email you when a reading is ready: a free reading opens from that email,
          and paid readings wait in your dashboard.
        </p>
        <p>If we expect a delay, we tell you by email.</p>
      </>
    ),
  },
  {
    id: 'refunds',
    heading: 'Refunds and Money-Back Guarantee',
    body: (
      <>
        <p>
          <strong>48-hour money-back guarantee:</strong> if you are not satisfied with the Premium Soulmate Reading, email{' '}
          <SupportEmailLink /> within 48 hours of your payment with your order number and we refund the full price you
          paid to your original payment method. No explanation is needed. The bonus
          items that came with that reading end with the refund.
        </p>
        <p>
          All other purchases are final once paid, and we refund them only in case of a technical failure: for example,
          if you were charged twice, if you were charged but your order was not recorded, or if we could not deliver
          what you paid for. Such refunds are in full. Being unhappy with what a reading says is not a technical failure.
        </p>
        <p>
          Refunds usually reach your account within 5 to 10 business days, depending on your bank. Nothing in these terms
          limits rights that consumer law in your country gives you and that cannot be waived.
        </p>
      </>
    ),
  },
];
