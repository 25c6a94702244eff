/**
 * Our own drawing for a sketch still in progress: a half-drawn portrait on paper with a pencil resting
 * on it. Decorative: the caption beside it says the same in words.
 */
export function SketchPlaceholderArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 240 300" className="h-full w-full">
      <defs>
        <radialGradient id="sketch-glow" cx="50%" cy="40%" r="60%">
          <stop offset="0%" stopColor="#f6d47a" stopOpacity="0.18" />
          <stop offset="100%" stopColor="#f6d47a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="240" height="300" fill="url(#sketch-glow)" />
      <g transform="rotate(-3 120 150)">
        <rect x="34" y="28" width="172" height="236" rx="6" fill="#f4ead5" />
        <rect x="44" y="38" width="152" height="216" rx="3" fill="none" stroke="#d9c7a0" strokeWidth="1.5" />
        <g fill="none" stroke="#4b4266" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          {/* Finished strokes: the top of the head and one eye. */}
          <path d="M88 128C86 92 154 88 152 128" />
          <path d="M98 128q8-5 16-1" />
          <path d="M101 138q6-4 12 0" />
          {/* Still to be drawn: faint dashes. */}
          <g strokeDasharray="4 6" opacity="0.45">
            <path d="M88 128C88 168 104 192 120 196C136 192 152 168 152 128" />
            <path d="M126 127q8-5 16 1M127 138q6-4 12 0M120 146q-3 12 1 16M108 174q12 6 24 0" />
            <path d="M106 196l-2 22M134 196l2 22M104 218C86 224 72 234 64 252M136 218C154 224 168 234 176 252" />
          </g>
        </g>
      </g>
      <g transform="rotate(35 176 214)">
        <rect x="166" y="150" width="16" height="96" rx="2" fill="#eebd4a" />
        <rect x="166" y="150" width="16" height="12" fill="#c4b5fd" />
        <path d="M166 246h16l-8 16z" fill="#e3b98a" stroke="#8a6a48" strokeWidth="1" strokeLinejoin="round" />
        <path d="M171.5 257h5l-2.5 5z" fill="#4b4266" />
      </g>
      <path d="M200 40c1 8 4 11 12 12-8 1-11 4-12 12-1-8-4-11-12-12 8-1 11-4 12-12z" fill="#f6d47a" />
      <path d="M40 248c.7 5 2.5 7 7.5 7.5-5 .5-6.8 2.5-7.5 7.5-.7-5-2.5-7-7.5-7.5 5-.5 6.8-2.5 7.5-7.5z" fill="#c4b5fd" />
    </svg>
  );
}
