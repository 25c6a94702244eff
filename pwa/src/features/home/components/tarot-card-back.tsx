/**
 * The deck's back, drawn once per page as an SVG <symbol> and reused by every card with <use>: 22
 * copies of the same drawing would repeat the markup and its gradient ids.
 */
export const CARD_BACK_ID = 'soulsketch-card-back';

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
      </defs>
      <symbol id={CARD_BACK_ID} viewBox="0 0 100 150">
        <rect width="100" height="150" rx="8" fill={`url(#${CARD_BACK_ID}-bg)`} />
        <rect x="1" y="1" width="98" height="148" rx="7.5" fill="none" stroke="#eebd4a" strokeWidth="1.6" />
        <rect x="6" y="6" width="88" height="138" rx="4" fill="none" stroke="#eebd4a" strokeOpacity="0.5" strokeWidth="0.6" />
        <circle cx="50" cy="75" r="30" fill={`url(#${CARD_BACK_ID}-glow)`} />
        <circle cx="50" cy="75" r="22" fill="none" stroke="#eebd4a" strokeOpacity="0.6" strokeWidth="0.8" />
        <path
          d="M50 53C51.4 68 57 73.6 72 75C57 76.4 51.4 82 50 97C48.6 82 43 76.4 28 75C43 73.6 48.6 68 50 53Z"
          fill="#f6d47a"
        />
        <path d="M50 20a9 9 0 1 0 0 14 7 7 0 1 1 0-14z" fill="#fbe7b0" transform="rotate(-90 50 27)" />
        <path d="M50 116a9 9 0 1 0 0 14 7 7 0 1 1 0-14z" fill="#fbe7b0" transform="rotate(90 50 123)" />
        <g fill="#fbe7b0">
          <circle cx="20" cy="22" r="1.2" />
          <circle cx="80" cy="22" r="1.2" />
          <circle cx="20" cy="128" r="1.2" />
          <circle cx="80" cy="128" r="1.2" />
          <circle cx="22" cy="60" r="0.9" />
          <circle cx="78" cy="90" r="0.9" />
          <circle cx="76" cy="52" r="0.7" />
          <circle cx="24" cy="98" r="0.7" />
        </g>
      </symbol>
    </svg>
  );
}

export function CardBack() {
  return (
    <svg aria-hidden="true" viewBox="0 0 100 150" className="size-full">
      <use href={`#${CARD_BACK_ID}`} />
    </svg>
  );
}
