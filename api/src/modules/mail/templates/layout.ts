import { BRAND } from '@shared/domain/brand';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Everything a visitor typed goes through this before it enters a mail's HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, name to value (the daily horoscope's List-Unsubscribe); most mails have none. */
  headers?: Record<string, string>;
}

interface MailContent {
  subject: string;
  preheader: string;
  /** Paragraphs of plain text (already safe to show as text). */
  paragraphs: string[];
  action?: { label: string; url: string };
  closing?: string[];
  /** A mail sent on a subscription shows how to end it, above the footer, as a visible link. */
  unsubscribe?: { label: string; url: string };
  headers?: Record<string, string>;
}

/**
 * One look for every mail: a plain-text part that reads well on its own and an HTML part with inline
 * styles (mail programs ignore style sheets), both ending with the disclaimer.
 */
export function renderMail(content: MailContent): RenderedMail {
  const footer = [`${BRAND.name} — ${BRAND.footerLine}`, BRAND.disclaimer, `Questions? Write to ${BRAND.supportEmail}.`];

  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.closing ?? []),
    ...(content.unsubscribe ? [`${content.unsubscribe.label}: ${content.unsubscribe.url}`] : []),
    '—',
    ...footer,
  ].join('\n\n');

  const paragraph = (value: string) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(value)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#f6d47a;color:#0f0a24;font-weight:bold;text-decoration:none;padding:14px 28px;border-radius:10px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b6490">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#7c3aed;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f3f0fb;font-family:Georgia,'Times New Roman',serif;color:#1b1340">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:14px;overflow:hidden">
<tr><td style="background:#1b1340;color:#f6d47a;padding:20px 28px;font-size:22px;font-weight:bold">✦ ${escapeHtml(BRAND.name)}</td></tr>
<tr><td style="padding:28px;font-family:Arial,Helvetica,sans-serif;font-size:16px">
${content.paragraphs.map(paragraph).join('\n')}
${button}
${(content.closing ?? []).map(paragraph).join('\n')}
${content.unsubscribe ? `<p style="margin:16px 0 0;font-size:13px;color:#6b6490"><a href="${escapeHtml(content.unsubscribe.url)}" style="color:#7c3aed">${escapeHtml(content.unsubscribe.label)}</a></p>` : ''}
</td></tr>
<tr><td style="padding:20px 28px;background:#f7f5fd;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#6b6490">
${footer.map((line) => `<p style="margin:0 0 6px">${escapeHtml(line)}</p>`).join('\n')}
</td></tr></table></td></tr></table></body></html>`;

  return { subject: content.subject, text, html, ...(content.headers ? { headers: content.headers } : {}) };
}

/** A mail's words as the shared copy keeps them (shared/domain): one button, to `url`. */
export interface ActionMailCopy {
  subject: string;
  preheader: string;
  paragraphs: readonly string[];
  actionLabel: string;
  closing: readonly string[];
}

/** A mail whose one act is a link: its copy around a button to `url`. */
export function actionMail(copy: ActionMailCopy, url: string): RenderedMail {
  return renderMail({
    subject: copy.subject,
    preheader: copy.preheader,
    paragraphs: [...copy.paragraphs],
    action: { label: copy.actionLabel, url },
    closing: [...copy.closing],
  });
}
