import { BRAND } from '@shared/domain/brand';
import { SupportEmailLink } from '../components/support-email-link';
import type { PolicySection } from './types';

/** Use of the service, rights, liability, law and changes: the general part of the terms. */
export const termsRulesSections: PolicySection[] = [
  {
    id: 'acceptable-use',
    heading: 'Acceptable Use',
    body: (
      <>
        <p>When you use {BRAND.name}, you agree not to:</p>
        <ul>
          <li>break the law, or harass, threaten or impersonate anyone;</li>
          <li>submit someone else&rsquo;s personal information without their permission;</li>
          <li>try to reach readings, accounts or data that are not yours, or to disrupt or overload the service;</li>
          <li>copy, scrape or resell our readings, artwork or content.</li>
        </ul>
        <p>We may suspend or close an account that breaks these rules.</p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    heading: 'Intellectual Property',
    body: (
      <>
        <p>
          The website, the app, our tarot artwork, soulmate sketches, readings, audio and texts belong to {BRAND.name} or
          its licensors. We give you a personal, non-commercial licence to keep and enjoy your readings and sketches,
          and to share them with friends or on your own social media.
        </p>
        <p>
          What you send us stays yours. You allow us to use it only to prepare and deliver your readings and to run the
          service.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    heading: 'Disclaimers and Limitation of Liability',
    body: (
      <>
        <p>
          The service is provided &ldquo;as is&rdquo;. We do our best to keep it available and accurate, but we do not
          promise that it will be uninterrupted, or that any reading, sketch or prediction will be accurate or come
          true.
        </p>
        <p>
          To the extent the law allows, {BRAND.name} is not liable for indirect or consequential losses, or for
          decisions you make based on our content, and our total liability for any claim is limited to the amount you
          paid us for the service concerned. Nothing in these terms excludes liability that cannot be excluded by law.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    heading: 'Governing Law and Disputes',
    body: (
      <>
        <p>
          These terms are governed by the laws of the State of Delaware, USA, without regard to its conflict-of-law
          rules. Any dispute will be heard by the state or federal courts located in the State of Delaware, and you and
          we agree to their jurisdiction. If you are a consumer living elsewhere, you keep the protection of the
          mandatory laws of your home country.
        </p>
        <p>
          Before going to court, please write to us at <SupportEmailLink />: most problems can be solved quickly, and we
          will try in good faith for 30 days to do so.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to These Terms',
    body: (
      <p>
        We may update these terms, for example when we add a product or the law changes, and we update the date at the
        top of this page when we do. Orders are governed by the terms in force when they were placed.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact Us',
    body: (
      <p>
        Questions about these terms, an order or a refund? Email <SupportEmailLink />.
      </p>
    ),
  },
];
