import type { ReactNode } from 'react';
import type { TarotCardId } from '@shared/domain/tarot-cards';

/**
 * Our own deck art (no card images from outside hosts): one line-drawn symbol per card in
 * a 64×64 box, gold lines (`currentColor`) with the card's accent colour as fill. Drawn in code, the
 * whole deck weighs a few kilobytes and stays sharp on every screen.
 */
export interface CardArt {
  /** Tints the face and fills the symbol. */
  accent: string;
  symbol: ReactNode;
}

const ROSE = '#f472b6';
const VIOLET = '#a78bfa';
const SKY = '#7dd3fc';
const GOLD = '#f6d47a';
const TEAL = '#5eead4';
const CORAL = '#fb923c';

const heart = (dx: number, scale = 1) => (
  <path
    transform={`translate(${dx} 0) translate(32 34) scale(${scale}) translate(-32 -34)`}
    d="M32 50C14 38 10 26 18 19c6-5 12-2 14 3 2-5 8-8 14-3 8 7 4 19-14 31z"
  />
);

/** A chalice whose rim is centred at (cx, top), `s` times the full size. */
const cup = (cx: number, top = 20, s = 1) => (
  <g>
    <path d={`M${cx - 10 * s} ${top}h${20 * s}c0 ${11 * s}-${4 * s} ${17 * s}-${10 * s} ${17 * s}s-${10 * s}-${6 * s}-${10 * s}-${17 * s}z`} />
    <path d={`M${cx} ${top + 17 * s}v${11 * s}M${cx - 7 * s} ${top + 29 * s}h${14 * s}`} fill="none" />
  </g>
);

const sparkle = (cx: number, cy: number, r: number) => (
  <path
    d={`M${cx} ${cy - r}C${cx + r * 0.12} ${cy - r * 0.12} ${cx + r * 0.12} ${cy - r * 0.12} ${cx + r} ${cy}C${cx + r * 0.12} ${cy + r * 0.12} ${cx + r * 0.12} ${cy + r * 0.12} ${cx} ${cy + r}C${cx - r * 0.12} ${cy + r * 0.12} ${cx - r * 0.12} ${cy + r * 0.12} ${cx - r} ${cy}C${cx - r * 0.12} ${cy - r * 0.12} ${cx - r * 0.12} ${cy - r * 0.12} ${cx} ${cy - r}z`}
  />
);

const rays = (cx: number, cy: number, inner: number, outer: number, count: number, from = 0, to = 360) =>
  Array.from({ length: count }, (_, i) => {
    const angle = ((from + ((to - from) * i) / (count - (to - from === 360 ? 0 : 1))) * Math.PI) / 180;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    return <line key={i} x1={cx + cos * inner} y1={cy + sin * inner} x2={cx + cos * outer} y2={cy + sin * outer} />;
  });

export const CARD_ART: Record<TarotCardId, CardArt> = {
  'the-lovers': { accent: ROSE, symbol: <>{heart(-7, 0.75)}{heart(7, 0.75)}</> },
  'the-star': { accent: SKY, symbol: <>{sparkle(32, 32, 22)}{sparkle(14, 14, 5)}{sparkle(50, 50, 4)}</> },
  'the-sun': { accent: GOLD, symbol: <><circle cx="32" cy="32" r="10" />{rays(32, 32, 15, 24, 12)}</> },
  'the-moon': { accent: SKY, symbol: <><path d="M38 12a20 20 0 1 0 0 40 16 16 0 1 1 0-40z" />{sparkle(48, 20, 4)}</> },
  'the-empress': { accent: TEAL, symbol: <><circle cx="32" cy="24" r="11" /><path d="M32 35v19M23 46h18" fill="none" /></> },
  'the-emperor': { accent: CORAL, symbol: <><path d="M14 44V22l9 11 9-17 9 17 9-11v22z" /><path d="M14 50h36" fill="none" /></> },
  'the-magician': {
    accent: VIOLET,
    symbol: <><path d="M32 28c-6-9-18-9-18 0s12 9 18 0 18-9 18 0-12 9-18 0z" /><path d="M20 50l24-10" fill="none" />{sparkle(46, 39, 4)}</>,
  },
  'the-high-priestess': {
    accent: VIOLET,
    symbol: <><rect x="12" y="14" width="7" height="38" /><rect x="45" y="14" width="7" height="38" /><path d="M36 22a11 11 0 1 0 0 20 9 9 0 1 1 0-20z" /></>,
  },
  'the-hermit': {
    accent: GOLD,
    symbol: <><path d="M26 14h12M32 10v4M24 20h16l-3 26H27z" />{sparkle(32, 33, 6)}<path d="M26 50h12" fill="none" /></>,
  },
  'wheel-of-fortune': {
    accent: TEAL,
    symbol: <><circle cx="32" cy="32" r="20" fill="none" /><circle cx="32" cy="32" r="5" />{rays(32, 32, 5, 20, 8)}</>,
  },
  'the-chariot': {
    accent: SKY,
    symbol: <><path d="M16 36q16-18 32 0z" /><path d="M14 36h36" fill="none" /><circle cx="22" cy="46" r="5" /><circle cx="42" cy="46" r="5" />{sparkle(32, 14, 5)}</>,
  },
  'the-hanged-man': {
    accent: VIOLET,
    symbol: <><path d="M14 12h36M32 12v24M24 24h16" fill="none" /><circle cx="32" cy="44" r="8" />{rays(32, 44, 11, 15, 7, 20, 160)}</>,
  },
  justice: {
    accent: GOLD,
    symbol: <><path d="M32 10v40M22 52h20M14 20h36" fill="none" /><path d="M14 20l-6 14h12zM50 20l-6 14h12z" /></>,
  },
  strength: {
    accent: CORAL,
    symbol: <><path d="M32 16c-4-6-12-6-12 0s8 6 12 0 12-6 12 0-8 6-12 0z" fill="none" />{heart(0, 0.7)}</>,
  },
  'the-fool': {
    accent: GOLD,
    symbol: <>{[0, 72, 144, 216, 288].map((deg) => <circle key={deg} cx="32" cy="21" r="7" transform={`rotate(${deg} 32 32)`} />)}<circle cx="32" cy="32" r="5" /></>,
  },
  death: {
    accent: ROSE,
    symbol: <><path d="M14 40a18 18 0 0 1 36 0z" />{rays(32, 40, 22, 28, 7, 180, 360)}<path d="M8 46h48M16 52h32" fill="none" /></>,
  },
  temperance: {
    accent: TEAL,
    symbol: <>{cup(20, 14, 0.8)}{cup(44, 28, 0.8)}<path d="M27 15q12-2 11 12" fill="none" /></>,
  },
  'the-devil': {
    accent: CORAL,
    symbol: <><ellipse cx="24" cy="32" rx="12" ry="8" fill="none" transform="rotate(-30 24 32)" /><ellipse cx="40" cy="32" rx="12" ry="8" fill="none" transform="rotate(-30 40 32)" /><path d="M8 50l8-4M56 14l-8 4" fill="none" /></>,
  },
  'the-tower': {
    accent: CORAL,
    symbol: <><path d="M22 54V22h-3v-8h6v4h4v-4h6v4h4v-4h6v8h-3v32z" /><path d="M44 8l-8 12h6l-6 12" fill="none" /></>,
  },
  'the-world': {
    accent: TEAL,
    symbol: <><ellipse cx="32" cy="32" rx="14" ry="21" fill="none" />{sparkle(32, 32, 8)}<path d="M28 8l8 6M28 14l8-6M28 50l8 6M28 56l8-6" fill="none" /></>,
  },
  'ace-of-cups': {
    accent: SKY,
    symbol: <>{cup(32)}<path d="M26 12v4M32 8v6M38 12v4" fill="none" /></>,
  },
  'two-of-cups': {
    accent: ROSE,
    symbol: <>{cup(17, 22, 0.85)}{cup(47, 22, 0.85)}{heart(0, 0.32)}</>,
  },
};
