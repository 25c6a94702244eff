import type { ReactNode } from 'react';
import { formatMoney, percentOff } from '@shared/domain/money';
import { cn } from '@/components/ui/cn';
import { usePrices } from '@/features/checkout';
import { CalendarIcon, HeadphonesIcon, LinkedHeartsIcon, ScrollIcon, StarIcon } from '@/components/ui/icons';

export const UPSELL_NAME = 'Soulmate Manifestation System';

/** What the system contains: the report's bonus list. */
const CONTENTS: Array<{ icon: ReactNode; title: string; text: string }> = [
  { icon: <ScrollIcon />, title: 'Soulmate Ritual Guide', text: 'Step-by-step rituals to open your heart and draw your soulmate closer.' },
  { icon: <CalendarIcon />, title: '30-Day Manifestation Calendar', text: 'One small, guided practice for each day of the coming month.' },
  { icon: <StarIcon />, title: 'Love Affirmations by Zodiac Sign', text: "Affirmations written for your sign's way of loving." },
  { icon: <LinkedHeartsIcon />, title: 'Compatibility Analysis', text: 'How you and your future soulmate fit together, and where to grow.' },
  { icon: <HeadphonesIcon />, title: 'Audio Meditation', text: 'A guided meditation to attune yourself to the energy of love.' },
];

/** The offer itself: name, regular and offer price (the server's), discount, and what is inside. */
export function UpsellOffer({ expired }: { expired: boolean }) {
  const upsell = usePrices().data?.upsell;
  const off = upsell?.regularCents ? percentOff(upsell.regularCents, upsell.priceCents) : 0;
  return (
    <section
      aria-labelledby="upsell-name"
      className={cn(
        'rounded-[var(--radius-card)] border border-gold-300/40 bg-gradient-to-b from-night-700/80 to-night-800/90 p-5 shadow-glow sm:p-8',
        expired && 'opacity-60',
      )}
    >
      <h2 id="upsell-name" className="text-center text-2xl leading-tight text-gold-300 sm:text-3xl lg:text-4xl">
        {UPSELL_NAME}
      </h2>
      {/* Held open while the price loads, so the list below does not jump. */}
      <div className="mt-4 flex min-h-10 flex-wrap items-center justify-center gap-x-4 gap-y-2" aria-busy={!upsell}>
        {upsell && off > 0 && (
          <p className="text-xl text-mist-muted">
            <span className="sr-only">Regular price </span>
            <s>{formatMoney(upsell.regularCents!)}</s>
          </p>
        )}
        {upsell && (
          <p className="text-4xl font-bold text-gold-200">
            <span className="sr-only">Today only </span>
            {formatMoney(upsell.priceCents)}
          </p>
        )}
        {off > 0 && (
          <p className="rounded-full bg-gradient-to-r from-gold-400 to-gold-300 px-3 py-1 text-sm font-bold text-night-950">
            {off}% OFF
          </p>
        )}
      </div>
      <ul className="mt-6 space-y-4 lg:mt-8 lg:space-y-6">
        {CONTENTS.map((item) => (
          <li key={item.title} className="flex gap-3.5">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-violet-600/30 text-gold-300 [&>svg]:size-5">
              {item.icon}
            </span>
            <div>
              <h3 className="font-sans text-base font-semibold text-mist lg:text-lg">{item.title}</h3>
              <p className="text-sm leading-relaxed text-mist-muted lg:text-base">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
