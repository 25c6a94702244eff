import { useState } from 'react';
import type { PremiumReading } from '@shared/schemas/premium-reading';
import { Card } from '@/components/ui/card';
import { SketchPlaceholderArt } from '@/features/preview';
import type { FilledField } from '../lib/premium-parts';
import { Prose } from './prose';

/**
 * The soulmate sketch with its description for screen readers, or "Coming soon..." while it is being
 * drawn (or its image cannot be shown); below it, what the cards say about the person drawn.
 */
export function SketchPanel({ sketch, details }: { sketch: PremiumReading['sketch']; details: FilledField[] }) {
  const [broken, setBroken] = useState(false);
  const image = sketch && !broken ? sketch : undefined;
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="premium-sketch-title">
      <h2 id="premium-sketch-title" className="mb-4 text-xl text-gold-300">
        Your Soulmate Sketch
      </h2>
      <figure>
        <div className="relative aspect-[4/5] w-full overflow-hidden rounded-[var(--radius-control)] border border-gold-400/40 bg-night-950 shadow-glow">
          {image ? (
            <img src={image.url} alt={image.alt} className="h-full w-full bg-[#f4ead5] object-contain" decoding="async" onError={() => setBroken(true)} />
          ) : (
            <SketchPlaceholderArt />
          )}
        </div>
        {/* The image's own alt text describes it; the caption only says when there is none yet. */}
        {!image && <figcaption className="mt-3 text-center font-serif text-lg text-gold-200 italic">Coming soon...</figcaption>}
      </figure>
      {details.length > 0 && (
        <dl className="mt-6 flex flex-col gap-5 border-t border-violet-400/20 pt-5">
          {details.map((detail) => (
            <div key={detail.field}>
              <dt className="mb-1 text-sm font-semibold tracking-wide text-gold-200 uppercase">{detail.label}</dt>
              <dd className="text-mist">
                <Prose text={detail.text} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
