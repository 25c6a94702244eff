import { Link } from 'react-router';
import { BRAND, MINIMUM_AGE } from '@shared/domain/brand';
import { paths } from '@/config/paths';
import { termsOrderSections } from './terms-orders';
import { termsRulesSections } from './terms-rules';
import type { Policy } from './types';

export const termsOfService: Policy = {
  title: 'Terms of Service',
  updated: 'May 19, 2025',
  intro: (
    <p>
      These terms are the agreement between you and {BRAND.name} for the use of our website and app and for the
      readings you request or buy from us. Please read them before placing an order: by using the service you accept
      them.
    </p>
  ),
  sections: [
    {
      id: 'entertainment',
      heading: 'Entertainment Only',
      body: (
        <p>
          Our tarot readings, psychic readings, soulmate sketches, horoscopes and related content are provided for
          entertainment purposes only. They are not medical, legal, financial or psychological advice and must not be
          relied on as such. Some content may be AI-assisted. Our <Link to={paths.disclaimer.href()}>Disclaimer</Link>{' '}
          forms part of these terms.
        </p>
      ),
    },
    {
      id: 'eligibility',
      heading: 'Who May Use the Service',
      body: (
        <p>
          You must be at least {MINIMUM_AGE} years old to use {BRAND.name}. By requesting a reading or placing an order,
          you confirm that you are. We cancel requests and orders placed by anyone younger and refund any payment.
        </p>
      ),
    },
    {
      id: 'accounts',
      heading: 'Your Account',
      body: (
        <>
          <p>
            When you buy a reading we create an account for you and email you a link to set your password. You are
            responsible for keeping your password safe and for what happens under your account; tell us at once if you
            think someone else has used it.
          </p>
          <p>
            The links we send you contain a private request code that gives access to your reading. Treat them like a
            password and do not share them. Please give us accurate details: we deliver everything to the email address
            you provide.
          </p>
        </>
      ),
    },
    ...termsOrderSections,
    ...termsRulesSections,
  ],
};
