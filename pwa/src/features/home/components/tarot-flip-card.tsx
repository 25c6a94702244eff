import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { TarotCard } from '@shared/domain/tarot-cards';
import { CardBack } from './tarot-card-back';
import { TarotCardFace } from './tarot-card-face';

interface TarotFlipCardProps {
  card: TarotCard;
  /** The deck is one tab stop (roving tabindex): 0 for its current card, -1 for the others. */
  tabIndex: number;
  /** Makes this the deck's current card: on focus, and on a click (Safari does not focus clicked buttons). */
  onCurrent: () => void;
}

/**
 * The face is hidden while the card shows its back, not only turned away: Chromium paints a turned-away
 * face all the same, and the 22 faces' text and gradients were most of the landing page's paint time
 * (docs/decisions/016). It shows as the turn starts, and stays until the turn back has ended
 * (a visibility transition as long as the turn's).
 */
const FACE_SHOWN_WHEN_TURNED = 'invisible group-hover:visible group-data-flipped:visible transition-[visibility] duration-700';

/**
 * One card of the hero deck. It shows its back; hovering (on devices that hover: Tailwind's `hover:`
 * only applies there), pressing it (Enter, Space, click) or tapping it turns it over to its face. Its
 * name is the face's words in the order the face shows them (numeral, name, meaning): a name that holds
 * all the text shown lets speech users say what they see, and screen readers hear what is shown. With
 * reduced motion the faces swap without the 3D turn or the lift. The card is a size container: the
 * face's type scales with the card's width.
 *
 * The face is drawn the first time the card may turn (a pointer over it, focus, a tap), not before: 22
 * faces were most of the landing page's elements, and the document's styling and layout is most of
 * its blocking time (docs/decisions/016). Until then the card's words are its accessible name alone,
 * as they are once drawn.
 */
export function TarotFlipCard({ card, tabIndex, onCurrent }: TarotFlipCardProps) {
  const [flipped, setFlipped] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const draw = () => setDrawn(true);
  const nameId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // A pointer or focus that reached the prerendered card before it hydrated: no event will come.
  useLayoutEffect(() => {
    if (button.current?.matches(':hover, :focus')) setDrawn(true);
  }, []);

  return (
    <button
      ref={button}
      type="button"
      data-roving-item=""
      tabIndex={tabIndex}
      onFocus={() => {
        draw();
        onCurrent();
      }}
      onPointerEnter={draw}
      aria-pressed={flipped}
      aria-labelledby={nameId}
      data-flipped={flipped || undefined}
      onClick={() => {
        draw();
        onCurrent();
        setFlipped((value) => !value);
      }}
      className="group @container relative block aspect-[7/12] w-full snap-start rounded-[0.6rem] perspective-[1000px] transition-[translate,box-shadow] duration-300 hover:shadow-glow data-flipped:shadow-glow motion-safe:hover:-translate-y-2"
    >
      <span className="relative block size-full transition-transform duration-700 transform-3d motion-safe:group-hover:rotate-y-180 motion-safe:group-data-flipped:rotate-y-180">
        <span aria-hidden="true" className="absolute inset-0 overflow-hidden rounded-[0.6rem] shadow-card backface-hidden">
          <CardBack />
        </span>
        {drawn && (
          <TarotCardFace
            card={card}
            className={`${FACE_SHOWN_WHEN_TURNED} backface-hidden rotate-y-180 motion-reduce:rotate-y-0 motion-reduce:opacity-0 motion-reduce:transition-opacity motion-reduce:group-hover:opacity-100 motion-reduce:group-data-flipped:opacity-100`}
          />
        )}
      </span>
      {/* Hidden, not only visually: the name alone says these words; counted as text shown, they would
          say everything twice and the name would no longer match what the card shows. */}
      <span id={nameId} hidden>
        {`${card.numeral}. ${card.name}. ${card.meaning}`}
      </span>
    </button>
  );
}
