import { PAID_READING_PROMISE } from '@shared/domain/delivery';
import { readyBy } from '@shared/domain/order-lifecycle';
import { questionnairePath } from '@shared/domain/questionnaire-path';
import { deliversAudio } from '@shared/domain/products';
import type { CustomerOrder } from '@shared/schemas/order';
import { paths } from '@/config/paths';
import { SUBMISSION_LABELS, type SubmissionState, waitingLabel } from '@/features/questionnaires';
import { formatOrderDate } from '@/features/orders';

/** What a card's button does, by the card's type. */
export type CardAction =
  | { kind: 'link'; label: string; to: string }
  /** In preparation: the button opens the status dialog. */
  | { kind: 'status'; label: string }
  /** Nothing to do yet: a disabled button that says so (the audio being prepared). */
  | { kind: 'disabled'; label: string }
  /** A delivered meditation: the button opens the audio dialog. */
  | { kind: 'audio'; label: string }
  | { kind: 'none' };

/** Answers on this device for a card waiting for them: where they stand, in words. */
export interface CardSubmission {
  tone: 'waiting' | 'received' | 'failed';
  text: string;
}

export interface CardModel {
  audio: boolean;
  submission?: CardSubmission;
  /** The line under the title that says where the order stands. */
  line: string;
  /** "Ready by": only while the work is in preparation; nothing is promised before the answers arrive. */
  readyBy: string | null;
  action: CardAction;
}

export function isAudioOrder(order: Pick<CustomerOrder, 'productId'>): boolean {
  return deliversAudio(order.productId);
}

function cardSubmission(state: SubmissionState): CardSubmission | undefined {
  if (state === 'draft') return undefined;
  if (state === 'saved') return { tone: 'waiting', text: `${SUBMISSION_LABELS.saved} · ${waitingLabel(1)}` };
  if (state === 'sending') return { tone: 'waiting', text: SUBMISSION_LABELS.sending };
  if (state === 'received') return { tone: 'received', text: SUBMISSION_LABELS.received };
  return { tone: 'failed', text: state.failed };
}

/**
 * The card of an order: its look, its line and its button, all from the one status, and for an order
 * waiting for answers, where the answers given on this device stand. Received answers show as such
 * until the orders are fetched again and the order says In Progress.
 */
export function orderCard(order: CustomerOrder, submission: SubmissionState = 'draft'): CardModel {
  const model = { ...cardByStatus(order), readyBy: readyBy(order) };
  if (order.status !== 'needs_input' || model.audio) return model;
  const note = cardSubmission(submission);
  if (note?.tone === 'received') {
    return { ...model, submission: note, line: 'Your answers are with our advisors, who will begin shortly.', action: { kind: 'disabled', label: SUBMISSION_LABELS.received } };
  }
  return note ? { ...model, submission: note } : model;
}

function cardByStatus(order: CustomerOrder): Omit<CardModel, 'readyBy'> {
  const audio = isAudioOrder(order);
  const result = { kind: 'link', label: 'View Reading', to: paths.readingResult.href(order.id) } as const;
  switch (order.status) {
    case 'payment_needed':
      return {
        audio,
        line: audio ? 'Complete your payment to receive your meditation.' : 'Complete your payment to begin your reading.',
        action: { kind: 'link', label: 'Complete Payment', to: paths.payment.href(order.requestCode) },
      };
    case 'needs_input':
      // An audio meditation asks nothing: it is simply being prepared.
      return audio
        ? { audio, line: 'Your meditation is being prepared.', action: { kind: 'disabled', label: 'Audio Preparing' } }
        : {
            audio,
            // No "Ready by" yet: the delivery window starts with the answers.
            line: `Complete your questionnaire so our advisors can begin (about 2 minutes). Your reading is ready ${PAID_READING_PROMISE} of your answers.`,
            action: { kind: 'link', label: 'Complete Questionnaire', to: questionnairePath(order) },
          };
    case 'in_progress':
      return audio
        ? { audio, line: 'Your meditation is being prepared.', action: { kind: 'disabled', label: 'Audio Preparing' } }
        : { audio, line: 'Your reading is being prepared by our spiritual advisors.', action: { kind: 'status', label: 'In Preparation' } };
    case 'completed':
      return audio
        ? { audio, line: 'Your meditation is ready to play.', action: { kind: 'audio', label: 'Play Audio Meditation' } }
        : { audio, line: 'Your reading is ready to view.', action: result };
    case 'refunded':
      return { audio, line: order.refundedAt ? `Refunded on ${formatOrderDate(order.refundedAt)}.` : 'This order was refunded.', action: { kind: 'none' } };
  }
}
