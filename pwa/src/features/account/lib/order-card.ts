import { questionnairePath } from '@shared/domain/questionnaire-path';
import { PRODUCT_IDS } from '@shared/domain/products';
import type { CustomerOrder } from '@shared/schemas/order';
import { paths } from '@/app/paths';

/** What a card's button does (accounts.md section 4, "Card type and card actions"). */
export type CardAction =
  | { kind: 'link'; label: string; to: string }
  /** In preparation: the button opens the status dialog. */
  | { kind: 'status'; label: string }
  /** Nothing to do yet: a disabled button that says so (the audio being prepared). */
  | { kind: 'disabled'; label: string }
  | { kind: 'none' };

export interface CardModel {
  audio: boolean;
  /** The line under the title that says where the order stands. */
  line: string;
  action: CardAction;
}

export function isAudioOrder(order: Pick<CustomerOrder, 'productId'>): boolean {
  return order.productId === PRODUCT_IDS.manifestationAudio;
}

/** The card of an order: its look, its line and its button, all from the one status. */
export function orderCard(order: CustomerOrder): CardModel {
  const audio = isAudioOrder(order);
  const result = { kind: 'link', label: audio ? 'Play Audio Meditation' : 'View Reading', to: paths.readingResult.href(order.id) } as const;
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
            line: 'Tell us a little about yourself so our advisors can begin. It takes about 2 minutes.',
            action: { kind: 'link', label: 'Complete Questionnaire', to: questionnairePath(order) },
          };
    case 'in_progress':
      return audio
        ? { audio, line: 'Your meditation is being prepared.', action: { kind: 'disabled', label: 'Audio Preparing' } }
        : { audio, line: 'Your reading is being prepared by our spiritual advisors.', action: { kind: 'status', label: 'In Preparation' } };
    case 'completed':
      return { audio, line: audio ? 'Your meditation is ready to play.' : 'Your reading is ready to view.', action: result };
    case 'refunded':
      return { audio, line: 'This order was refunded.', action: { kind: 'none' } };
  }
}
