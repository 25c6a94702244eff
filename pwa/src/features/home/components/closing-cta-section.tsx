import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { FREE_READING_PROMISE } from '@shared/domain/delivery';

export function ClosingCtaSection() {
  return (
    <section aria-labelledby="closing-cta-title" className="render-when-near px-4 pb-20 sm:px-6">
      <div className="relative mx-auto max-w-4xl overflow-hidden rounded-[var(--radius-card)] border border-gold-400/40 bg-[radial-gradient(ellipse_at_top,var(--color-night-600),var(--color-night-800)_70%)] px-6 py-12 text-center shadow-glow sm:px-12 sm:py-16">
        <h2 id="closing-cta-title" className="mb-4 text-3xl text-balance text-mist sm:text-4xl">
          Your Soulmate May Be <span className="text-gold-300">Closer Than You Think</span>
        </h2>
        <p className="mx-auto mb-8 max-w-xl text-lg text-mist-muted">
          Ask your question today and receive your free reading and soulmate sketch by e-mail {FREE_READING_PROMISE}.
        </p>
        <ButtonLink to={paths.freeReading.href()} size="lg" className="w-full sm:w-auto">
          Get Your Own Reading
        </ButtonLink>
      </div>
    </section>
  );
}
