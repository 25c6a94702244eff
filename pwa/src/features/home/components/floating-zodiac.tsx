import type { CSSProperties } from 'react';
import { usePageSettled } from '@/lib/page-settled';

// U+FE0E asks for the text form of each glyph: without it phones draw coloured emoji tiles.
const GLYPHS = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'].map((glyph) => `${glyph}\uFE0E`);

/**
 * Where each glyph sits, as Tailwind classes relative to the hero's text block (eyebrow to the CTA's
 * note), so they keep to the free space whatever the text's height. Below 1024 px the text spans the
 * width: six glyphs share the band above the eyebrow and the band between the CTA's note and the deck,
 * the rest are hidden. From 1024 px all twelve sit in the gutters beside the 48rem text block, placed
 * at a fraction of the gutter's width (--gutter) so they spread out on wide screens and stay
 * whole on narrow ones, and two in the band above the eyebrow. Each place keeps clear of the text
 * through the whole drift (8 px up, 6 px down, a few degrees).
 */
const PLACES: readonly string[] = [
  'left-[5%] -top-11 text-[1.35rem] lg:left-[calc(var(--gutter)*-0.78)] lg:top-[6%] lg:text-[2.2rem]',
  'left-[66%] -top-12 text-[1rem] lg:left-[calc(100%+var(--gutter)*0.45)] lg:top-[3%] lg:text-[1.8rem]',
  'left-[88%] -top-10 text-[1.2rem] lg:left-[calc(var(--gutter)*-0.42)] lg:top-[36%] lg:text-[1.5rem]',
  'left-[4%] top-[calc(100%+0.9rem)] text-[1.4rem] lg:left-[calc(100%+var(--gutter)*0.2)] lg:top-[30%] lg:text-[2.4rem]',
  'left-[88%] top-[calc(100%+0.7rem)] text-[1.15rem] lg:left-[calc(var(--gutter)*-0.9)] lg:top-[58%] lg:text-[1.9rem]',
  'left-[24%] top-[calc(100%+1.6rem)] text-[0.95rem] lg:left-[calc(100%+var(--gutter)*0.6)] lg:top-[60%] lg:text-[1.6rem]',
  'hidden lg:block lg:left-[calc(var(--gutter)*-0.5)] lg:top-[86%] lg:text-[1.4rem]',
  'hidden lg:block lg:left-[calc(100%+var(--gutter)*0.72)] lg:top-[82%] lg:text-[1.5rem]',
  'hidden lg:block lg:left-[calc(var(--gutter)*-0.92)] lg:top-[24%] lg:text-[1.3rem]',
  'hidden lg:block lg:left-[calc(100%+var(--gutter)*0.1)] lg:top-[102%] lg:text-[1.2rem]',
  'hidden lg:block lg:left-[28%] lg:-top-13 lg:text-[1.2rem]',
  'hidden lg:block lg:left-[68%] lg:-top-12 lg:text-[1.35rem]',
];

/** Decorative only: hidden from screen readers, never in the way of a tap, still with reduced motion. */
export function FloatingZodiac() {
  // The drift waits until the page has settled (floating-zodiac.css).
  const drifting = usePageSettled();
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 select-none [--gutter:calc(50vw-24rem)]">
      {GLYPHS.map((glyph, index) => {
        const style = {
          // Staggered, and over within 5 s (floating-zodiac.css).
          '--drift-duration': `${3.2 + (index % 5) * 0.3}s`,
          '--drift-delay': `${(index % 4) * 0.2}s`,
        } as CSSProperties;
        return (
          <span
            key={glyph}
            style={style}
            className={`${drifting ? 'soulsketch-drift' : ''} absolute font-sans leading-none ${PLACES[index] ?? 'hidden'} ${index % 3 === 0 ? 'text-gold-300/30' : 'text-violet-300/25'}`}
          >
            {glyph}
          </span>
        );
      })}
    </div>
  );
}
