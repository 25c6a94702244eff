import { BRAND } from '@shared/domain/brand';
import { SupportEmailLink } from '../components/support-email-link';
import { privacyDeviceSections } from './privacy-policy-device';
import { privacyHoroscopeSections } from './privacy-policy-horoscope';
import { privacyRightsSections } from './privacy-policy-rights';
import type { Policy } from './types';

export const privacyPolicy: Policy = {
  title: 'Privacy Policy',
  updated: 'November 26, 2026',
  intro: (
    <p>
      This policy explains what personal information {BRAND.name} collects when you request a reading, place an order
      or use our app, why we collect it, who helps us process it, how long we keep it and the choices you have. We
      collect only what we need to prepare and deliver your readings, and we never sell your information.
    </p>
  ),
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who We Are',
      body: (
        <p>
          {BRAND.name} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) runs this website and app and is responsible for the
          personal information described in this policy. You can reach us about anything in it at <SupportEmailLink />.
        </p>
      ),
    },
    {
      id: 'what-we-collect',
      heading: 'Information We Collect',
      body: (
        <>
          <h3>Information you give us</h3>
          <ul>
            <li>
              <strong>Your reading request:</strong> your name, email address, date of birth, the kind of partner you
              are drawn to, the traits you hope for in a soulmate and the question you ask.
            </li>
            <li>
              <strong>Questionnaires:</strong> the answers you give so that we can prepare a paid reading, such as your
              relationship status, what you hope the reading will cover and, for some readings, your place of birth or
              your goals.
            </li>
            <li>
              <strong>Your account:</strong> your name and email address. Your password is stored only as a secure,
              one-way hash; we cannot read it.
            </li>
            <li>
              <strong>Messages:</strong> what you write when you contact our support team.
            </li>
          </ul>
          <h3>Payment information</h3>
          <p>
            Payments are handled by Stripe, our payment provider. Your card details go directly from your browser to
            Stripe: <strong>we never receive or store your card number</strong>. Stripe tells us whether a payment
            succeeded, the amount, the date and a reference to the payment. If you accept a one-time offer right after
            checkout, Stripe charges the payment method you have just used; Stripe keeps it, and we keep only
            Stripe&rsquo;s reference to it.
          </p>
          <h3>Information collected automatically</h3>
          <p>
            Our server uses your IP address to stop abuse such as repeated automated requests: it is held in the
            server&rsquo;s memory only while a limit runs, at most an hour. When something goes wrong, we record the
            page that was requested and the time, to fix the error. The company that hosts our servers may keep its
            own records of requests under its privacy policy.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use',
      heading: 'How We Use Your Information',
      body: (
        <ul>
          <li>To prepare and deliver your readings and soulmate sketches; your date of birth gives your zodiac sign.</li>
          <li>
            To send the emails the service needs: the link that confirms your request, your free reading or the news
            that a paid one is ready, payment receipts, refund notices, and the link to set or reset your password.
          </li>
          <li>To run your account and dashboard and show you your orders and readings.</li>
          <li>To take payments, issue refunds and prevent fraud.</li>
          <li>To send you the daily horoscope for your sign, only if you ask for it (see The Daily Horoscope).</li>
          <li>To tell you that a reading is ready through a push notification, only if you allow it.</li>
          <li>To answer your questions and requests.</li>
          <li>To keep the service secure and working, and to meet our legal obligations such as tax records.</li>
        </ul>
      ),
    },
    {
      id: 'legal-bases',
      heading: 'Legal Bases for Processing',
      body: (
        <>
          <p>Where data protection laws such as the GDPR apply, we rely on these legal bases:</p>
          <ul>
            <li>
              <strong>Contract:</strong> to provide the readings you request or buy, run your account and take payment.
            </li>
            <li>
              <strong>Consent:</strong> for the daily horoscope and push notifications. You can withdraw consent at any
              time, without affecting what we did before.
            </li>
            <li>
              <strong>Legitimate interests:</strong> to keep the service secure, prevent fraud and abuse, and improve our
              service, where those interests are not outweighed by yours.
            </li>
            <li>
              <strong>Legal obligation:</strong> to keep accounting and tax records and to answer lawful requests from
              authorities.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'sharing',
      heading: 'Who We Share It With',
      body: (
        <>
          <p>We do not sell your personal information, and we do not share it for advertising. We share it only with:</p>
          <ul>
            <li>
              <strong>Stripe</strong>, to process payments, under its own privacy policy.
            </li>
            <li>
              <strong>Service providers</strong> who host our servers and deliver our emails, bound by contract to use
              your information only on our instructions.
            </li>
            <li>
              <strong>Our readers and support staff</strong>, who see what they need to prepare your reading or help
              you.
            </li>
            <li>
              <strong>Authorities</strong>, when the law requires it, and a buyer of our business if it is ever sold,
              under this same policy.
            </li>
          </ul>
        </>
      ),
    },
    ...privacyHoroscopeSections,
    ...privacyDeviceSections,
    ...privacyRightsSections,
  ],
};
