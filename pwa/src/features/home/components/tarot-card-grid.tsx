import { useState } from 'react';
import { TAROT_CARDS } from '@shared/domain/tarot-cards';
import { usePageSettled } from '@/lib/page-settled';
import { useRovingFocus } from '../lib/roving-focus';
import { CardBackSprite } from './tarot-card-back';
import { TarotFlipCard } from './tarot-flip-card';

/**
 * The hero's 22 cards. On phones they form two rows of eleven that scroll sideways, three whole cards
 * across the screen at every snap (all 22 stacked would push the rest of the page a screen and a half
 * down), with a hint that more follow; from 640 px they wrap into a centred grid. The deck is one tab
 * stop: arrow keys, Home and End move between its cards (roving tabindex).
 */
export function TarotCardGrid() {
  const { listRef, onKeyDown, itemProps } = useRovingFocus<HTMLUListElement>();
  // The phone hint says which way the rest of the deck is: onward, or back once the last cards show.
  const [atEnd, setAtEnd] = useState(false);
  // The arrow's nudge waits until the page has settled, as the glyphs' drift does.
  const nudging = usePageSettled();
  const arrow = (
    <svg viewBox="0 0 24 12" className={`${nudging ? 'soulsketch-nudge' : ''} h-3 w-6 ${atEnd ? '-scale-x-100' : ''}`} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 6h19M16 1.5 21 6l-5 4.5" />
    </svg>
  );
  return (
    <div className="@container">
      <CardBackSprite />
      <p id="tarot-deck-hint" className="mb-1 px-4 text-center text-sm text-mist-muted sm:mb-3">
        Choose a card to reveal its message of love.
        <span className="sr-only"> Arrow keys move between the cards.</span>
      </p>
      <ul
        ref={listRef}
        aria-label="The 22 cards of the SoulSketch deck"
        aria-describedby="tarot-deck-hint"
        onKeyDown={onKeyDown}
        onScroll={({ currentTarget: list }) => setAtEnd(list.scrollLeft + list.clientWidth >= list.scrollWidth - 8)}
        className="grid grid-cols-[repeat(11,calc((100cqw_-_4rem)/3))] gap-x-4 gap-y-3 overflow-x-auto overscroll-x-contain px-4 pt-3 pb-4 [scrollbar-width:thin] [scrollbar-color:var(--color-violet-500)_transparent] snap-x snap-mandatory scroll-px-4 sm:flex sm:flex-wrap sm:justify-center sm:gap-3 sm:overflow-visible lg:gap-4 sm:px-0 sm:pb-5"
      >
        {TAROT_CARDS.map((card, index) => (
          <li key={card.id} className="tarot-card-slot snap-start sm:w-27 lg:w-34">
            <TarotFlipCard card={card} {...itemProps(index)} />
          </li>
        ))}
      </ul>
      <p aria-hidden="true" className="flex items-center justify-center gap-2 text-xs font-semibold tracking-[0.18em] text-gold-300/80 uppercase sm:hidden">
        {atEnd ? arrow : <span className="h-px w-6 bg-linear-to-r from-transparent to-gold-300/60" />}
        {atEnd ? 'Swipe back to the start' : 'Swipe for more cards'}
        {atEnd ? <span className="h-px w-6 bg-linear-to-l from-transparent to-gold-300/60" /> : arrow}
      </p>
    </div>
  );
}
