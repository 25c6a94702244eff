import { BRAND } from '@shared/domain/brand';
import { renderMail, type RenderedMail } from './layout';

export const READING_READY_SUBJECT = 'Your soulmate reading is ready';

/**
 * Sent when staff save a reading. The link opens the page that shows it: the free reading's page for
 * a free request, else the product's own view (shared/domain/reading-content.ts `readingViewHref`; its
 * owner signs in there); a product other than the soulmate reading is named (`productName`). A product
 * delivered at payment that staff then give a recording of its own says so (`personalised`).
 */
export function readingReadyMail(input: { name: string; url: string; paid: boolean; productName?: string; personalised?: boolean }): RenderedMail {
  const product = input.productName;
  if (product && input.personalised) {
    return renderMail({
      subject: `Your personalised ${product} is ready`,
      preheader: `A recording made for you now replaces the one in your account.`,
      paragraphs: [
        `Dear ${input.name || 'friend'},`,
        `We have made a personalised ${product} for you. It replaces the meditation in your account, in the same place.`,
        'Log in with your e-mail address to listen.',
      ],
      action: { label: 'Listen Now', url: input.url },
      closing: ['With love and light,', `The ${BRAND.name} team`],
    });
  }
  return renderMail({
    subject: product ? `Your ${product} is ready` : READING_READY_SUBJECT,
    preheader: product
      ? `Your ${product} is waiting for you.`
      : input.paid
        ? 'Your premium soulmate reading and sketch are waiting for you.'
        : 'Your soulmate sketch and reading are waiting for you.',
    paragraphs: [
      `Dear ${input.name || 'friend'},`,
      product
        ? `Our psychic artists have finished your ${product}.`
        : input.paid
          ? 'Our psychic artists have finished your premium soulmate reading: your sketch and your full reading are ready. Each bonus reading gets its own message when it is ready.'
          : 'Our psychic artists have finished your free soulmate reading: your sketch and your reading are ready.',
      input.paid ? 'Log in with your e-mail address to open it.' : 'Open it with the button below; the link is your personal key, so keep it to yourself.',
    ],
    action: { label: 'View My Reading', url: input.url },
    closing: ['With love and light,', `The ${BRAND.name} team`],
  });
}
