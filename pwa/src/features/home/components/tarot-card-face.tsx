import type { TarotCard } from '@shared/domain/tarot-cards';
import { CARD_WINDOW_ID, CARD_WINDOW_PATH } from './tarot-card-back';
import { CARD_ART } from './tarot-card-symbols';

/** The small cup that marks the suit of cups beside the numeral, in a 10×10 box. */
const CUP_MARK = 'M2 1.5h6c0 3.2-1.3 4.6-3 4.6S2 4.7 2 1.5zM5 6.1v1.8M3 8.8h4';

function NumeralOrnament({ arcana, flip }: { arcana: TarotCard['arcana']; flip?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 10"
      className={`h-[0.7em] w-[2.4em] shrink-0 ${flip ? '-scale-x-100' : ''}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="0.9"
      strokeLinecap="round"
    >
      <path d="M1 5h13" strokeOpacity="0.55" />
      {arcana === 'cups' ? (
        <path d={CUP_MARK} transform="translate(14 0)" />
      ) : (
        <path d="M19 1.5l3 3.5-3 3.5-3-3.5z" fill="currentColor" fillOpacity="0.35" />
      )}
    </svg>
  );
}

/** The face's window: the card's art, tinted with its accent colour, above a horizon. */
function FaceArt({ card }: { card: TarotCard }) {
  const art = CARD_ART[card.id];
  return (
    <svg aria-hidden="true" viewBox="0 0 84 58" className="mt-[3cqw] w-full shrink-0">
      <path d={CARD_WINDOW_PATH} fill={art.accent} fillOpacity="0.3" />
      <path d="M3 57V50Q42 40 81 50V57Z" fill={art.accent} fillOpacity="0.28" />
      <use href={`#${CARD_WINDOW_ID}`} width="84" height="58" />
      <g
        transform="translate(17.7 6.2) scale(0.76)"
        fill={`${art.accent}66`}
        stroke="#f6d47a"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {art.symbol}
      </g>
    </svg>
  );
}

interface TarotCardFaceProps {
  card: TarotCard;
  /** How the face sits in the flipping card (turned away until the card turns). */
  className: string;
}

/**
 * The face a card turns to: its numeral at the top, the card's own art in an arched window tinted with
 * its accent colour, the name on a gold banner and the one-line meaning. Sizes are in container units
 * of the card (`cqw`), so the face keeps its proportions from the 99 px card of a 360 px phone to the 136 px desktop one.
 * Its words repeat the card's accessible name (TarotFlipCard), so screen readers skip it; spaces part
 * them in its text, so what it reads is the name's words with nothing run together ("VIThe Lovers").
 */
export function TarotCardFace({ card, className }: TarotCardFaceProps) {
  const art = CARD_ART[card.id];
  return (
    <span
      aria-hidden="true"
      className={`absolute inset-0 flex flex-col overflow-hidden rounded-[0.6rem] border-[1.5px] border-gold-400 bg-night-800 px-[5cqw] pt-[5.5cqw] pb-[4cqw] text-center ${className}`}
      style={{ backgroundImage: `radial-gradient(ellipse at 50% 30%, ${art.accent}38, transparent 70%)` }}
    >
      <span className="pointer-events-none absolute inset-[2.5cqw] rounded-[0.4rem] border border-gold-400/35" />
      <span className="flex items-center justify-center gap-[0.35em] font-serif text-[length:8.5cqw] leading-none font-semibold tracking-[0.12em] text-gold-300">
        <NumeralOrnament arcana={card.arcana} />
        <span className={card.arcana === 'cups' ? 'text-[length:7.5cqw] tracking-[0.16em] uppercase' : undefined}>{card.numeral}</span>
        <NumeralOrnament arcana={card.arcana} flip />
      </span>
      {/* Spaces between the face's words (numeral, name, meaning) in its text; a flex column lays them out as nothing. */}
      {' '}
      <FaceArt card={card} />
      <span className="relative -mx-[1.5cqw] mt-[3cqw] flex min-h-[14cqw] items-center justify-center px-[9cqw] py-[1.5cqw]">
        <span className="absolute inset-0 bg-linear-to-b from-gold-200 via-gold-300 to-gold-400 [clip-path:polygon(0_0,100%_0,94%_50%,100%_100%,0_100%,6%_50%)]" />
        <span className="relative font-serif text-[length:9.5cqw] leading-[1.05] font-bold text-balance text-night-800">
          {card.name}
        </span>
      </span>
      {' '}
      <span className="flex flex-1 items-center justify-center px-[1cqw] pt-[2.5cqw] text-[length:9cqw] leading-[1.22] text-pretty text-mist">
        {card.meaning}
      </span>
    </span>
  );
}
