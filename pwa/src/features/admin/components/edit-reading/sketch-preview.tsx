import { useState } from 'react';

/**
 * A small preview of the sketch. An address this page may not load (our pages only load images from
 * this site) or a broken one says so instead of showing a broken image.
 */
export function SketchPreview({ src, uploading }: { src: string | undefined; uploading: boolean }) {
  const [failed, setFailed] = useState<string>();
  const usable = src && (src.startsWith('/uploads/') || src.startsWith('https://') || src.startsWith('blob:'));
  return (
    <div className="relative grid size-36 shrink-0 place-items-center overflow-hidden rounded-lg border border-violet-400/30 bg-night-950/60 sm:size-40">
      {usable && failed !== src ? (
        <img src={src} alt="Preview of the sketch" className="size-full object-contain" onError={() => setFailed(src)} />
      ) : (
        <p className="p-3 text-center text-xs text-mist-muted">{usable ? 'The preview could not be loaded from this address.' : 'No sketch yet'}</p>
      )}
      {uploading && (
        <div className="absolute inset-0 grid place-items-center bg-night-950/60" aria-hidden="true">
          <span className="size-8 animate-spin rounded-full border-4 border-violet-400/30 border-t-gold-300 motion-reduce:animate-none" />
        </div>
      )}
    </div>
  );
}
