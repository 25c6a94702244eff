import { useState } from 'react';
import { SketchPlaceholderArt } from './sketch-placeholder';

/**
 * The soulmate sketch in a glowing frame, or, while staff are still drawing it (or its image cannot be
 * shown), our placeholder with words saying so.
 */
export function SketchFrame({ url, alt, name }: { url: string | null; alt: string | null; name: string }) {
  const [broken, setBroken] = useState(false);
  const showImage = Boolean(url) && !broken;
  return (
    <figure className="flex flex-col gap-3">
      <div className="relative aspect-[4/5] w-full overflow-hidden rounded-[var(--radius-card)] border border-gold-400/40 bg-night-950 shadow-glow">
        {showImage ? (
          <img
            src={url ?? undefined}
            alt={alt?.trim() || `Soulmate sketch drawn for ${name}`}
            className="h-full w-full bg-[#f4ead5] object-contain"
            decoding="async"
            onError={() => setBroken(true)}
          />
        ) : (
          <SketchPlaceholderArt />
        )}
      </div>
      <figcaption className="text-center text-sm text-mist-muted">
        {showImage ? (
          'Your soulmate sketch'
        ) : (
          <>
            <span className="block font-semibold text-gold-200">Your sketch is being drawn</span>
            It appears here, and in your inbox, as soon as it is ready.
          </>
        )}
      </figcaption>
    </figure>
  );
}
