/**
 * The deck's back, drawn once per page as an SVG <symbol> and reused by every card with <use>: 22
 * copies of the same drawing would repeat the markup and its gradient ids. The parts every face shares
 * (the window's frame and shading, its stars) are drawn here once too.
 */
export const CARD_BACK_ID = 'soulsketch-card-back';
export const CARD_WINDOW_ID = 'soulsketch-card-window';
/** The face's arched window in its 84×58 box: the art sits inside it. */
export const CARD_WINDOW_PATH = 'M3 57V22A39 19 0 0 1 81 22V57Z';

export function CardBackSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <defs>
        <linearGradient id={`${CARD_BACK_ID}-bg`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a1d5c" />
          <stop offset="1" stopColor="#120c2e" />
        </linearGradient>
        <radialGradient id={`${CARD_BACK_ID}-glow`}>
          <stop offset="0" stopColor="#f6d47a" stopOpacity="0.35" />
          <stop offset="1" stopColor="#f6d47a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${CARD_WINDOW_ID}-shade`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0a0619" stopOpacity="0.05" />
          <stop offset="0.7" stopColor="#0a0619" stopOpacity="0.35" />
          <stop offset="1" stopColor="#0a0619" stopOpacity="0.7" />
        </linearGradient>
      </defs>
      <symbol id={CARD_WINDOW_ID} viewBox="0 0 84 58">
        <path d={CARD_WINDOW_PATH} fill={`url(#${CARD_WINDOW_ID}-shade)`} />
        <g fill="#fbe7b0">
          <circle cx="13" cy="24" r="0.7" opacity="0.8" />
          <circle cx="71" cy="19" r="0.9" opacity="0.9" />
          <circle cx="24" cy="10" r="0.6" opacity="0.7" />
          <circle cx="61" cy="9" r="0.5" opacity="0.7" />
          <circle cx="75" cy="36" r="0.6" opacity="0.6" />
          <circle cx="9" cy="40" r="0.5" opacity="0.6" />
        </g>
        <path d={CARD_WINDOW_PATH} fill="none" stroke="#eebd4a" strokeWidth="1" />
        <path d="M6 54.5V23A36 16.5 0 0 1 78 23V54.5Z" fill="none" stroke="#eebd4a" strokeOpacity="0.4" strokeWidth="0.5" />
      </symbol>
      <symbol id={CARD_BACK_ID} viewBox="0 0 105 180">
        <rect width="105" height="180" rx="8" fill={`url(#${CARD_BACK_ID}-bg)`} />
        <rect x="1" y="1" width="103" height="178" rx="7.5" fill="none" stroke="#eebd4a" strokeWidth="1.6" />
        <rect x="6" y="6" width="93" height="168" rx="4" fill="none" stroke="#eebd4a" strokeOpacity="0.5" strokeWidth="0.6" />
        <path d="M6 17h8M17 6v8M99 17h-8M88 6v8M6 163h8M17 174v-8M99 163h-8M88 174v-8" stroke="#eebd4a" strokeOpacity="0.5" strokeWidth="0.6" />
        <g transform="translate(2.5 15)">
          <circle cx="50" cy="75" r="32" fill={`url(#${CARD_BACK_ID}-glow)`} />
          <circle cx="50" cy="75" r="24" fill="none" stroke="#eebd4a" strokeOpacity="0.6" strokeWidth="0.8" />
          <circle cx="50" cy="75" r="28" fill="none" stroke="#eebd4a" strokeOpacity="0.3" strokeWidth="0.5" strokeDasharray="0.6 3" strokeLinecap="round" />
          <path
            d="M50 53C51.4 68 57 73.6 72 75C57 76.4 51.4 82 50 97C48.6 82 43 76.4 28 75C43 73.6 48.6 68 50 53Z"
            fill="#f6d47a"
          />
        </g>
        <path d="M52.5 29a9 9 0 1 0 0 14 7 7 0 1 1 0-14z" fill="#fbe7b0" transform="rotate(-90 52.5 36)" />
        <path d="M52.5 137a9 9 0 1 0 0 14 7 7 0 1 1 0-14z" fill="#fbe7b0" transform="rotate(90 52.5 144)" />
        <g fill="#fbe7b0">
          <circle cx="22" cy="26" r="1.2" />
          <circle cx="83" cy="26" r="1.2" />
          <circle cx="22" cy="154" r="1.2" />
          <circle cx="83" cy="154" r="1.2" />
          <circle cx="24.5" cy="75" r="0.9" />
          <circle cx="80.5" cy="105" r="0.9" />
          <circle cx="78.5" cy="67" r="0.7" />
          <circle cx="26.5" cy="113" r="0.7" />
          <circle cx="36" cy="48" r="0.6" />
          <circle cx="69" cy="132" r="0.6" />
        </g>
      </symbol>
    </svg>
  );
}

export function CardBack() {
  return (
    <svg aria-hidden="true" viewBox="0 0 105 180" className="size-full">
      <use href={`#${CARD_BACK_ID}`} />
    </svg>
  );
}
