import { FREE_READING_PROMISE } from '@shared/domain/delivery';
import { renderMail, type RenderedMail } from './layout';

export const CONFIRM_REQUEST_SUBJECT = 'Confirm your free soulmate reading request';

/** Sent when a free reading is requested, and again on request from /confirm-request. */
export function confirmRequestMail(input: { name: string; confirmUrl: string }): RenderedMail {
  return renderMail({
    subject: CONFIRM_REQUEST_SUBJECT,
    preheader: 'One click and our psychics begin your soulmate sketch.',
    paragraphs: [
      `Dear ${input.name},`,
      'Thank you for asking for your free soulmate reading. Please confirm your e-mail address so that we can begin: your request is not complete until you click the link below.',
      `Once confirmed, our psychic artists will draw your soulmate sketch and send your reading ${FREE_READING_PROMISE}.`,
    ],
    action: { label: 'Confirm My Request', url: input.confirmUrl },
    closing: ['If you did not ask for a reading, you can ignore this e-mail.', 'With love and light,', 'The SoulSketch team'],
  });
}
