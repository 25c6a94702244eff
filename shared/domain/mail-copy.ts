import { FREE_READING_PROMISE } from './delivery';

/**
 * The words of the confirmation mail. The server sends them and the submission page previews them
 * (so a visitor knows what to look for in the inbox): one copy for both.
 */
export function confirmRequestCopy(name: string) {
  return {
    subject: 'Confirm your free soulmate reading request',
    preheader: 'One click and our psychics begin your soulmate sketch.',
    paragraphs: [
      `Dear ${name},`,
      'Thank you for asking for your free soulmate reading. Please confirm your e-mail address so that we can begin: your request is not complete until you click the link below.',
      `Once confirmed, our psychic artists will draw your soulmate sketch and send your reading ${FREE_READING_PROMISE}.`,
    ],
    actionLabel: 'Confirm My Request',
    closing: ['If you did not ask for a reading, you can ignore this e-mail.', 'With love and light,', 'The SoulSketch team'],
  } as const;
}

export const CONFIRM_REQUEST_SUBJECT = confirmRequestCopy('').subject;
export const CONFIRM_REQUEST_ACTION = confirmRequestCopy('').actionLabel;
