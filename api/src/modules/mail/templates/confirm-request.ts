import { confirmRequestCopy } from '@shared/domain/mail-copy';
import { actionMail, type RenderedMail } from './layout';

/** Sent when a free reading is requested, and again on request from /confirm-request. */
export function confirmRequestMail(input: { name: string; confirmUrl: string }): RenderedMail {
  return actionMail(confirmRequestCopy(input.name), input.confirmUrl);
}
