import { FREE_READING_PROMISE, PAID_READING_PROMISE } from '@shared/domain/delivery';
import type { OrderStatus } from '@shared/domain/order-lifecycle';

/**
 * What the reading pages say of the full (paid) reading, from the order's one status
 * (shared/domain/order-lifecycle.ts, carried by the reading as `status`): an offer before the payment,
 * then the answers it waits for, the work under way, the finished reading. Never "on their way" once it
 * is delivered, never "unlock" once it is paid.
 */
export interface PaidReadingWords {
  /** The heading of the "already paid" page of /first-reading and /sales. */
  heading: string;
  /** Its sentence after "Thank you, {name}: ". */
  sentence: string;
  /** The thank-you pages' "In-Depth Reading" card. */
  expect: string;
  /** The one next step: answer the questionnaire, read the reading, or wait for the mail. */
  next: 'answer' | 'read' | 'wait';
}

const OFFER = 'Unlock a comprehensive reading that reveals who your soulmate is, when you may meet and how to recognise them.';

export function paidReadingWords(status: OrderStatus): PaidReadingWords {
  switch (status) {
    case 'needs_input':
      return {
        heading: 'Your Full Reading Is Unlocked',
        sentence: `this order is paid. Answer a few questions so your reader can begin: your full reading is ready ${PAID_READING_PROMISE} of your answers.`,
        expect: `Paid and unlocked. Answer a few questions so your reader can begin: it is ready ${PAID_READING_PROMISE} of your answers.`,
        next: 'answer',
      };
    case 'completed':
      return {
        heading: 'Your Full Reading Is Ready',
        sentence: 'this order is paid and your full reading is ready to read.',
        expect: 'Your in-depth reading is ready: who your soulmate is, when you may meet and how to recognise them.',
        next: 'read',
      };
    case 'refunded':
      return {
        heading: 'Your Order Was Refunded',
        sentence: 'this order was refunded, so there is no full reading to prepare.',
        expect: 'The payment for your in-depth reading was refunded.',
        next: 'wait',
      };
    case 'payment_needed':
      return { heading: 'Your Full Reading', sentence: 'your full reading is not paid yet.', expect: OFFER, next: 'wait' };
    case 'in_progress':
      return {
        heading: 'Your Full Reading Is Being Prepared',
        sentence: "this order is paid and your reader is preparing your full reading. We'll e-mail you as soon as it is ready.",
        expect: "Paid and unlocked: your reader is preparing it now. We'll e-mail you as soon as it is ready.",
        next: 'wait',
      };
  }
}

/** The thank-you pages' "Email Notification" card: a promise until the free reading is sent, then what was sent. */
export function freeReadingExpect(sent: boolean): string {
  return sent
    ? 'Your initial reading and soulmate sketch are ready: we e-mailed you the link to open them.'
    : `You'll receive your initial reading and soulmate sketch by email ${FREE_READING_PROMISE}.`;
}
