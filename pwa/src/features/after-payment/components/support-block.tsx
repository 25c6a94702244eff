import { BRAND } from '@shared/domain/brand';
import { SUPPORT_PROMISE } from '@shared/domain/delivery';
import { MailIcon } from '@/components/ui/icons';
import { EmailAddress } from '@/components/ui/email-address';

/** Where to write and how soon we answer: within 24 hours, 7 days a week. */
export function SupportBlock() {
  return (
    <section aria-labelledby="support-heading" className="rounded-[var(--radius-card)] border border-violet-400/30 bg-night-700/40 p-5 text-center sm:p-6">
      <h2 id="support-heading" className="mb-2 text-xl text-gold-300">
        Need Help?
      </h2>
      <p className="text-mist-muted">Our support team replies {SUPPORT_PROMISE}.</p>
      <a
        href={`mailto:${BRAND.supportEmail}`}
        className="mt-3 inline-flex items-center gap-2 rounded font-semibold text-gold-200 underline underline-offset-4 hover:text-gold-300"
      >
        <MailIcon className="size-5" />
        <EmailAddress address={BRAND.supportEmail} />
      </a>
    </section>
  );
}
