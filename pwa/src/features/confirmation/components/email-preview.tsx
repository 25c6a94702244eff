import { BRAND } from '@shared/domain/brand';
import { confirmRequestCopy } from '@shared/domain/mail-copy';

/**
 * What the confirmation e-mail looks like, so the visitor knows what to look for. The button is a
 * picture of the e-mail's button, not a link: confirming must come from the inbox (it proves the address).
 */
export function EmailPreview({ name }: { name?: string }) {
  const copy = confirmRequestCopy(name ?? 'friend');
  return (
    <figure className="overflow-hidden rounded-card border border-violet-400/30 bg-mist text-night-900 shadow-card">
      <figcaption className="sr-only">Preview of the confirmation email</figcaption>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-b border-night-900/10 bg-white/70 px-5 py-3 text-sm">
        <dt className="font-semibold text-night-700">From:</dt>
        <dd>{BRAND.name}</dd>
        <dt className="font-semibold text-night-700">Subject:</dt>
        <dd className="font-semibold">{copy.subject}</dd>
      </dl>
      {/* The same words as the mail the server sends (shared/domain/mail-copy.ts). */}
      <div className="space-y-4 px-5 py-6 leading-relaxed">
        {copy.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="text-center">
          <span className="inline-block rounded-control bg-gradient-to-r from-gold-400 to-gold-300 px-6 py-3 font-semibold text-night-950">
            {copy.actionLabel}
          </span>
        </p>
        {copy.closing.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </figure>
  );
}
