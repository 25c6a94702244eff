import type { Reading } from '@shared/schemas/reading';
import { ReadingExcerpt } from './reading-excerpt';
import { SketchFrame } from './sketch-frame';

/** The sketch beside the excerpt and traits: the part the sales and first-reading pages share. */
export function ReadingPreview({ reading }: { reading: Reading }) {
  return (
    <div className="grid items-start gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-8">
      <div className="mx-auto w-full max-w-xs md:max-w-none">
        <SketchFrame url={reading.sketchUrl} alt={reading.sketchAlt} name={reading.name} />
      </div>
      <ReadingExcerpt readingNotes={reading.readingNotes} access={reading.access} soulmateTrait={reading.soulmateTrait} />
    </div>
  );
}
