import { confirmRequestCopy } from '@shared/domain/mail-copy';
import { renderMail, type RenderedMail } from './layout';

/** Sent when a free reading is requested, and again on request from /confirm-request. */
export function confirmRequestMail(input: { name: string; confirmUrl: string }): RenderedMail {
  const copy = confirmRequestCopy(input.name);
  return renderMail({
    subject: copy.subject,
    preheader: copy.preheader,
    paragraphs: [...copy.paragraphs],
    action: { label: copy.actionLabel, url: input.confirmUrl },
    closing: [...copy.closing],
  });
}
