import { useId, useState } from 'react';
import type { TarotCard } from '@shared/domain/tarot-cards';
import { CardBack } from './tarot-card-back';
import { CARD_ART } from './tarot-card-symbols';

/**
 * One card of the hero deck. It shows its back; hovering (on devices that hover: Tailwind's `hover:`
 * only applies there), pressing it (Enter, Space, click) or tapping it turns it over to the name and
 * meaning. With reduced motion the faces swap without the 3D turn or the lift.
 */
export function TarotFlipCard({ card }: { card: TarotCard }) {
  const [flipped, setFlipped] = useState(false);
  const meaningId = useId();
  const art = CARD_ART[card.id];

  return (
    <button
      type="button"
      aria-pressed={flipped}
      aria-describedby={meaningId}
      data-flipped={flipped || undefined}
      onClick={() => setFlipped((value) => !value)}
      className="group relative block h-48 w-32 snap-start rounded-[0.6rem] perspective-[900px] transition-[translate,box-shadow] duration-300 hover:shadow-glow motion-safe:hover:-translate-y-2 sm:h-51 sm:w-34"
    >
      <span className="relative block size-full transition-transform duration-700 transform-3d motion-safe:group-hover:rotate-y-180 motion-safe:group-data-flipped:rotate-y-180">
        <span aria-hidden="true" className="absolute inset-0 overflow-hidden rounded-[0.6rem] backface-hidden">
          <CardBack />
        </span>
        <span
          className="absolute inset-0 flex flex-col items-center gap-1 overflow-hidden rounded-[0.6rem] border-[1.5px] border-gold-400 bg-night-800 px-2 pt-2.5 pb-2 text-center sm:gap-1.5 sm:pt-3 backface-hidden rotate-y-180 motion-reduce:rotate-y-0 motion-reduce:opacity-0 motion-reduce:transition-opacity motion-reduce:group-hover:opacity-100 motion-reduce:group-data-flipped:opacity-100"
          style={{ backgroundImage: `radial-gradient(circle at 50% 22%, ${art.accent}40, transparent 65%)` }}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 64 64"
            className="size-10 shrink-0 text-gold-300 sm:size-12"
            fill={`${art.accent}55`}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {art.symbol}
          </svg>
          <span className="font-serif text-sm leading-tight font-semibold text-gold-200">{card.name}</span>
          <span id={meaningId} className="text-xs leading-snug text-mist">
            {card.meaning}
          </span>
        </span>
      </span>
    </button>
  );
}
