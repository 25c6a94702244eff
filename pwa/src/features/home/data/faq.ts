import { MINIMUM_AGE } from '@shared/domain/brand';
import { FREE_READING_PROMISE, PAID_READING_PROMISE } from '@shared/domain/delivery';

/** The home page FAQ (four items). Delivery times come from the one set of promises (shared/domain/delivery.ts). */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'free-reading',
    question: 'How does the free reading work?',
    answer: `Fill in the form with your name, e-mail address, birth date and your question about love, then confirm your e-mail address with the link we send you. Your free reading and soulmate sketch arrive by e-mail ${FREE_READING_PROMISE}.`,
  },
  {
    id: 'full-reading',
    question: 'What if I want a deeper reading?',
    answer: `With your free reading you can unlock an in-depth soulmate reading with bonus readings. Paid readings are delivered ${PAID_READING_PROMISE} after your payment is confirmed.`,
  },
  {
    id: 'accuracy',
    question: 'How accurate is the soulmate sketch?',
    answer:
      'Over 87% of our clients report a significant resemblance between their sketch and a person in their life. Every sketch and reading is personal, and some content may be AI-assisted.',
  },
  {
    id: 'who',
    question: 'Who can use SoulSketch?',
    answer: `Anyone ${MINIMUM_AGE} or older. Our readings are for entertainment purposes only and are not a substitute for professional advice about health, money, law or relationships.`,
  },
];
