import type { CSSProperties } from 'react';
import './floating-zodiac.css';

// U+FE0E asks for the text form of each glyph: without it phones draw coloured emoji tiles.
const GLYPHS = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'].map((glyph) => `${glyph}\uFE0E`);

/** Positions in percent of the hero, spread so that no glyph sits behind the headline's centre. */
const PLACES: readonly [left: number, top: number, size: number][] = [
  [6, 8, 2.2], [88, 6, 1.8], [14, 38, 1.5], [92, 34, 2.4], [4, 66, 1.9], [84, 62, 1.6],
  [24, 4, 1.4], [70, 14, 1.5], [48, 2, 1.3], [36, 88, 1.6], [62, 92, 2], [96, 88, 1.4],
];

/** Decorative only: hidden from screen readers, never in the way of a tap, still with reduced motion. */
export function FloatingZodiac() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden select-none">
      {GLYPHS.map((glyph, index) => {
        const [left, top, size] = PLACES[index] ?? [50, 50, 1.5];
        const style = {
          left: `${left}%`,
          top: `${top}%`,
          fontSize: `${size}rem`,
          '--drift-duration': `${8 + (index % 5) * 1.5}s`,
          '--drift-delay': `${-index * 0.9}s`,
        } as CSSProperties;
        return (
          <span
            key={glyph}
            style={style}
            className={`soulsketch-drift absolute font-sans leading-none ${index % 3 === 0 ? 'text-gold-300/25' : 'text-violet-300/20'}`}
          >
            {glyph}
          </span>
        );
      })}
    </div>
  );
}
