import type { ReactNode } from 'react';

interface SectionHeadingProps {
  /** The id the section's `aria-labelledby` points at. */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
}

/** The centred eyebrow, <h2> and lead line that open each home page section. */
export function SectionHeading({ id, eyebrow, title, lead }: SectionHeadingProps) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center sm:mb-14">
      {eyebrow && <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">{eyebrow}</p>}
      <h2 id={id} className="text-3xl text-balance text-mist sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-pretty text-mist-muted">{lead}</p>}
    </div>
  );
}
