import { BRAND } from '@shared/domain/brand';
import { FREE_READING_PROMISE } from '@shared/domain/delivery';

export const CONFIRMATION_EMAIL_SUBJECT = 'Confirm your free soulmate reading request';

/**
 * What the confirmation e-mail looks like, so the visitor knows what to look for. The button is a
 * picture of the e-mail's button, not a link: confirming must come from the inbox (it proves the address).
 */
export function EmailPreview({ name }: { name?: string }) {
  return (
    <figure className="overflow-hidden rounded-card border border-violet-400/30 bg-mist text-night-900 shadow-card">
      <figcaption className="sr-only">Preview of the confirmation email</figcaption>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-b border-night-900/10 bg-white/70 px-5 py-3 text-sm">
        <dt className="font-semibold text-night-700">From:</dt>
        <dd>{BRAND.name}</dd>
        <dt className="font-semibold text-night-700">Subject:</dt>
        <dd className="font-semibold">{CONFIRMATION_EMAIL_SUBJECT}</dd>
      </dl>
      {/* Same words as the mail the server sends (api mail template), so the visitor recognises it. */}
      <div className="space-y-4 px-5 py-6 leading-relaxed">
        <p>Dear {name ?? 'friend'},</p>
        <p>
          Thank you for asking for your free soulmate reading. Please confirm your e-mail address so that we can begin:
          your request is not complete until you click the link below.
        </p>
        <p>
          Once confirmed, our psychic artists will draw your soulmate sketch and send your reading {FREE_READING_PROMISE}.
        </p>
        <p className="text-center">
          <span className="inline-block rounded-control bg-gradient-to-r from-gold-400 to-gold-300 px-6 py-3 font-semibold text-night-950">
            Confirm My Request
          </span>
        </p>
        <p>If you did not ask for a reading, you can ignore this e-mail.</p>
        <p>
          With love and light,
          <br />
          The {BRAND.name} team
        </p>
        <p className="border-t border-night-900/10 pt-4 text-sm text-night-700">{BRAND.disclaimer}</p>
      </div>
    </figure>
  );
}
