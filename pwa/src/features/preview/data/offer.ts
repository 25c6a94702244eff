import { BRAND } from '@shared/domain/brand';
import { PAID_READING_PROMISE } from '@shared/domain/delivery';

/** A 48-hour money-back guarantee on the $18.99 reading (the Terms say the same). */
export const MONEY_BACK_GUARANTEE_HOURS = 48;

/** What the 20-page blueprint covers. */
export const FULL_READING_CONTENTS = [
  'Your soulmate’s personality, in depth',
  'Their physical attributes and presence',
  'A timeline for meeting them',
  'Challenges ahead, and how to overcome them',
  'Compatibility insights and charts',
  'How to recognise them when you meet',
  'Meditation guides to open your heart',
] as const;

/** The first-reading page's FAQ: about the full reading (the home page has its own). */
export const PREVIEW_FAQ = [
  {
    value: 'contents',
    question: 'What is in the full reading?',
    answer:
      'A 20-page soulmate blueprint written for you: your soulmate’s personality and appearance, a timeline for meeting, the challenges on the way and how to meet them, compatibility charts and meditation guides. Three bonus readings come with it.',
  },
  {
    value: 'delivery',
    question: 'When will I receive it?',
    answer: `Your full reading and bonuses are delivered by e-mail ${PAID_READING_PROMISE} after your payment is confirmed. You can also read them in your dashboard.`,
  },
  {
    value: 'payment',
    question: 'Is this a subscription?',
    answer:
      'No. It is a single, one-time payment, processed securely by our payment provider. We never see or store your card number, and nothing is charged again.',
  },
  {
    value: 'guarantee',
    question: 'What if the reading is not for me?',
    answer: `Write to ${BRAND.supportEmail} within ${MONEY_BACK_GUARANTEE_HOURS} hours of your payment and we refund you in full, no questions asked. Our readings are for entertainment purposes only.`,
  },
] as const;
