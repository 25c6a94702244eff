import type { ReactNode } from 'react';
import { PAID_READING_PROMISE } from '@shared/domain/delivery';
import { StarList } from '@/components/ui/star-list';
import { FULL_READING_CONTENTS } from '../data/offer';
import { BonusList } from './bonus-list';
import { GuaranteeBadge } from './guarantee-badge';
import { PriceTag } from './price-tag';
import { SocialProof } from './social-proof';

export interface OfferCardProps {
  /** 'sales': price and one-time payment; 'first-reading': struck regular price, guarantee, social proof. */
  variant: 'sales' | 'first-reading';
  /** The unlock button: a link to /payment on the sales page, the dialog's opener on first-reading. */
  cta: ReactNode;
}

/** What the full reading holds, its bonuses, the price and the way to buy it. */
export function OfferCard({ variant, cta }: OfferCardProps) {
  const firstReading = variant === 'first-reading';
  return (
    <section
      aria-labelledby="offer-title"
      className="relative overflow-hidden rounded-[var(--radius-card)] border border-gold-400/40 bg-night-800/90 p-6 shadow-[var(--shadow-card),var(--shadow-glow)] sm:p-10"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 left-1/2 size-72 -translate-x-1/2 rounded-full bg-violet-500/20 blur-3xl" />
      <div className="relative flex flex-col gap-8">
        <div className="text-center">
          <h2 id="offer-title" className="text-3xl text-balance text-gold-300 sm:text-4xl">
            Unlock Your Full Soulmate Reading
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-mist-muted">
            Your preview is only the beginning. Your personal 20-page soulmate blueprint reveals:
          </p>
        </div>
        <StarList items={FULL_READING_CONTENTS} className="mx-auto w-full max-w-xl sm:grid sm:grid-cols-2 sm:gap-x-6" />
        <BonusList variant={firstReading ? 'free-today' : 'included'} className="mx-auto w-full max-w-xl" />
        <div className="mx-auto flex w-full max-w-md flex-col items-stretch gap-5">
          <PriceTag showRegular={firstReading} />
          {cta}
          {firstReading && <SocialProof />}
          {firstReading && <GuaranteeBadge />}
          <p className="text-center text-sm text-mist-muted">
            Delivered by e-mail {PAID_READING_PROMISE}. For entertainment purposes only.
          </p>
        </div>
      </div>
    </section>
  );
}
