import { Link } from 'react-router';
import { BRAND, MINIMUM_AGE } from '@shared/domain/brand';
import { paths } from '@/config/paths';
import { SupportEmailLink } from '../components/support-email-link';
import type { Policy } from './types';

export const disclaimer: Policy = {
  title: 'Disclaimer',
  updated: 'May 19, 2025',
  intro: <p>{BRAND.disclaimer} This page explains what that means for the readings and content you receive from us.</p>,
  sections: [
    {
      id: 'entertainment',
      heading: 'For Entertainment Only',
      body: (
        <p>
          Tarot and psychic readings, soulmate sketches, horoscopes, manifestation audio and every other part of{' '}
          {BRAND.name} are offered for entertainment and personal reflection. They are not based on scientific evidence,
          and they do not predict the future with certainty.
        </p>
      ),
    },
    {
      id: 'not-advice',
      heading: 'Not Professional Advice',
      body: (
        <>
          <p>
            Nothing we provide is medical, legal, financial or psychological advice, and it is no substitute for a
            qualified professional. This includes readings about money, such as the Money-Tree spread, and readings about
            relationships. Please talk to a doctor, lawyer, financial adviser or licensed therapist before making
            decisions in those areas.
          </p>
          <p>
            If you are in crisis or think you may harm yourself or others, contact your local emergency number (911 in
            the United States) or, in the United States, call or text 988 for the Suicide &amp; Crisis Lifeline.
          </p>
        </>
      ),
    },
    {
      id: 'results-vary',
      heading: 'Results Vary',
      body: (
        <p>
          Every reading is personal, and experiences differ from one person to another. We do not promise that you will
          meet a soulmate, that a relationship will begin or last, or that any event described in a reading will happen.
          The choices you make remain yours.
        </p>
      ),
    },
    {
      id: 'sketches',
      heading: 'Soulmate Sketches and Our Resemblance Claim',
      body: (
        <>
          <p>
            Soulmate sketches are artistic interpretations, not portraits of a real, identifiable person. Please do not
            use a sketch to identify, approach or contact anyone.
          </p>
          <p>
            When we say that over 87% of clients report a significant resemblance, that figure comes from feedback our
            clients chose to send us. It is not the result of an independent study and does not guarantee a similar
            result for you.
          </p>
        </>
      ),
    },
    {
      id: 'ai-assisted',
      heading: 'AI-Assisted Content',
      body: (
        <p>
          Some of our content, such as parts of readings, horoscope texts or artwork, may be created with the help of
          artificial intelligence tools.
        </p>
      ),
    },
    {
      id: 'testimonials',
      heading: 'Testimonials and Horoscopes',
      body: (
        <>
          <p>
            Testimonials describe the experiences of individual clients and are not typical or guaranteed results. The
            pictures shown with them are illustrations, not photographs of those clients.
          </p>
          <p>Horoscopes are general texts, the same for everyone born under the same sign.</p>
        </>
      ),
    },
    {
      id: 'age',
      heading: 'Adults Only',
      body: (
        <p>
          {BRAND.name} is only for people aged {MINIMUM_AGE} or older. By using it you confirm that you meet this age
          requirement.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Questions',
      body: (
        <p>
          Our <Link to={paths.termsOfService.href()}>Terms of Service</Link> and{' '}
          <Link to={paths.privacyPolicy.href()}>Privacy Policy</Link> say more about how the service works. For anything
          else, email <SupportEmailLink />.
        </p>
      ),
    },
  ],
};
