/**
 * Our own drawing of what a visitor receives: a pencil-style portrait on paper, with a card of the deck
 * behind it. Decorative (the text beside it says the same), so hidden from screen readers.
 */
export function SketchIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 320 340" className="mx-auto w-full max-w-sm drop-shadow-[0_20px_40px_rgb(5_2_20/0.6)]">
      <g transform="rotate(8 240 150)">
        <rect x="190" y="40" width="110" height="170" rx="10" fill="#2a1d5c" stroke="#eebd4a" strokeWidth="2" />
        <path d="M245 95C246.5 112 252 117.5 269 119C252 120.5 246.5 126 245 143C243.5 126 238 120.5 221 119C238 117.5 243.5 112 245 95Z" fill="#f6d47a" />
      </g>
      <g transform="rotate(-4 150 180)">
        <rect x="30" y="30" width="240" height="290" rx="6" fill="#f4ead5" />
        <rect x="42" y="42" width="216" height="266" rx="3" fill="none" stroke="#d9c7a0" strokeWidth="1.5" />
        <g fill="none" stroke="#4b4266" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M120 150C120 110 200 110 200 150C200 200 180 232 160 236C140 232 120 200 120 150Z" />
          <path d="M114 164C104 104 150 80 178 92C206 104 214 140 206 178C212 212 210 248 224 282" />
          <path d="M114 164C110 204 112 244 96 282M122 120C140 128 170 112 196 124M130 108C150 122 176 104 200 134" opacity="0.7" />
          <path d="M136 151q9-6 18-1M166 150q9-5 18 1" />
          <path d="M139 163q7-5 14 0M167 163q7-5 14 0" />
          <circle cx="146" cy="164" r="2" fill="#4b4266" />
          <circle cx="174" cy="164" r="2" fill="#4b4266" />
          <path d="M160 170q-4 16 1 21q-4 2-8 0" />
          <path d="M147 206q13 7 26 0M150 206q10-5 20 0" />
          <path d="M147 232l-2 26M173 232l2 26" />
          <path d="M145 258C120 266 98 276 84 306M175 258C200 266 222 276 236 306" />
        </g>
        <text x="150" y="300" textAnchor="middle" fontFamily="Georgia, serif" fontStyle="italic" fontSize="13" fill="#8a7b5a">
          your soulmate
        </text>
      </g>
      <path d="M46 44C47 54 50 57 60 58C50 59 47 62 46 72C45 62 42 59 32 58C42 57 45 54 46 44Z" fill="#eebd4a" />
    </svg>
  );
}
