import { failureRecord } from '@/lib/error-kinds';
import { errorMessage } from '@/lib/error-messages';
import type { OutboxError } from './types';

/**
 * What the customer reads when the server refuses answers for good, and what to do about it. Codes the
 * server words for the situation (a rule of the form, an unpaid order) keep its words through
 * error-messages.ts, followed by the next step; the others get a sentence of ours for this screen.
 */
const OURS: Record<string, string> = {
  not_found: "We couldn't find this order on your account. Please log in with the account that placed it, or write to our support team.",
  already_answered: 'We already have answers for this order, so these were not sent again. Nothing more is needed from you.',
  wrong_questionnaire: "This order takes a different questionnaire. Please open it from your dashboard's Complete Questionnaire button.",
  already_delivered: 'Your reading for this order is already complete, so these answers were not needed. You can open it from your dashboard.',
  order_refunded: 'This order was refunded, so it takes no more answers. Nothing more is needed from you.',
};

const NEXT_STEP: Record<string, string> = {
  validation_failed: 'Please open the questionnaire, check your answers and submit again.',
  payment_required: 'Please complete the payment from your dashboard, then submit again.',
};

const FALLBACK = 'Your answers could not be sent.';
const DEFAULT_NEXT_STEP = 'Please check your answers and submit again, or write to our support team.';

export function failureOf(error: unknown): OutboxError {
  const record = failureRecord(error, 'unknown');
  const message = OURS[record.code] ?? `${errorMessage(error, FALLBACK)} ${NEXT_STEP[record.code] ?? DEFAULT_NEXT_STEP}`;
  return { ...record, message };
}

/** Why an item waits to be tried again (no network, a struggling server): for the record, not a refusal. */
export function retryNoteOf(error: unknown): OutboxError {
  return { ...failureRecord(error, 'network'), message: errorMessage(error, 'We could not reach SoulSketch. Your answers are saved on this device and will be sent.') };
}
