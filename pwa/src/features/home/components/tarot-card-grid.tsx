import { TAROT_CARDS } from '@shared/domain/tarot-cards';
import { CardBackSprite } from './tarot-card-back';
import { TarotFlipCard } from './tarot-flip-card';

/**
 * The hero's 22 cards. On phones they form two rows that scroll sideways (all 22 stacked would push
 * the rest of the page a screen and a half down); from 640 px they wrap into a centred grid.
 */
export function TarotCardGrid() {
  return (
    <div>
      <CardBackSprite />
      <p id="tarot-deck-hint" className="mb-3 px-4 text-center text-sm text-mist-muted">
        Choose a card to reveal its message of love.
      </p>
      <ul
        aria-label="The 22 cards of the SoulSketch deck"
        aria-describedby="tarot-deck-hint"
        className="grid auto-cols-[8rem] grid-flow-col grid-rows-2 gap-3 overflow-x-auto overscroll-x-contain px-4 pt-3 pb-5 [scrollbar-color:var(--color-violet-500)_transparent] snap-x snap-mandatory scroll-px-4 sm:flex sm:flex-wrap sm:justify-center sm:gap-4 sm:overflow-visible sm:px-0"
      >
        {TAROT_CARDS.map((card) => (
          <li key={card.id}>
            <TarotFlipCard card={card} />
          </li>
        ))}
      </ul>
    </div>
  );
}
