import { SUPPORT_PROMISE } from '@shared/domain/delivery';
import { SupportEmailLink } from '../components/support-email-link';
import type { PolicySection } from './types';

/** Security, rights, age, transfers, changes and contact: the closing parts of the privacy policy. */
export const privacyRightsSections: PolicySection[] = [
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        Our site is served only over encrypted connections (HTTPS), passwords are stored as one-way hashes and only staff
        who need it can see your information. The links we email you contain a long, random request code that works
        like a password: please do not share them.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your Rights and Choices',
    body: (
      <>
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>get a copy of the personal information we hold about you, in a portable format;</li>
          <li>have it corrected or deleted;</li>
          <li>object to or restrict some uses of it;</li>
          <li>
            withdraw your consent: to push notifications at any time in your browser or device settings, and to the
            daily horoscope with the unsubscribe link in any of its emails or by writing to us;
          </li>
          <li>complain to your local data protection authority.</li>
        </ul>
        <p>
          Residents of California and other US states with privacy laws also have the right to know, correct and delete
          their information and to opt out of its sale or sharing. We do not sell or share personal information, and we
          will never treat you differently for using your rights.
        </p>
        <p>
          To use any of these rights, email us at <SupportEmailLink />. We may ask you to write from the email address
          you used with us, to confirm that the request is yours, and we answer within 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'age',
    heading: 'Age Requirement',
    body: (
      <p>
        Our service is only for adults aged 18 or older, and we do not knowingly collect information from anyone
        younger. If we learn that we have, we delete it.
      </p>
    ),
  },
  {
    id: 'international',
    heading: 'International Transfers',
    body: (
      <p>
        We are based in the United States, and our service providers may process information in the United States and
        other countries. Where the law requires it, we protect transfers with appropriate safeguards, such as the
        European Commission&rsquo;s Standard Contractual Clauses.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to This Policy',
    body: (
      <p>
        When we change this policy we update the date at the top of the page. If a change matters to how we use your
        information, we will also tell you by email or with a notice in the app before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact Us',
    body: (
      <p>
        For any question about your privacy or this policy, email <SupportEmailLink />. Our support team replies {SUPPORT_PROMISE}.
      </p>
    ),
  },
];
