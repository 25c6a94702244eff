import { BRAND } from '@shared/domain/brand';
import { renderMail, type RenderedMail } from './layout';

export const READING_READY_SUBJECT = 'Your soulmate reading is ready';

/**
 * Sent when staff save a reading. The link opens the page that shows it: the free reading's page for
 * a free request, the premium reading for a paid one (its owner signs in there).
 */
export function readingReadyMail(input: { name: string; url: string; paid: boolean }): RenderedMail {
  return renderMail({
    subject: READING_READY_SUBJECT,
    preheader: input.paid ? 'Your premium soulmate reading and sketch are waiting for you.' : 'Your soulmate sketch and reading are waiting for you.',
    paragraphs: [
      `Dear ${input.name || 'friend'},`,
      input.paid
        ? 'Our psychic artists have finished your premium soulmate reading: your sketch, your full reading and your bonus readings are ready.'
        : 'Our psychic artists have finished your free soulmate reading: your sketch and your reading are ready.',
      input.paid ? 'Log in with your e-mail address to open it.' : 'Open it with the button below; the link is your personal key, so keep it to yourself.',
    ],
    action: { label: 'View My Reading', url: input.url },
    closing: ['With love and light,', `The ${BRAND.name} team`],
  });
}
