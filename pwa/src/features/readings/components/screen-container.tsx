import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** The column every reading and confirmation screen sits in: narrow enough to read, roomy on phones. */
export function ScreenContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14', className)}>{children}</div>;
}

/** A screen's hero: an optional icon badge, the page's one h1 and a lead paragraph. */
export function ScreenHeading({ icon, title, children }: { icon?: ReactNode; title: ReactNode; children?: ReactNode }) {
  return (
    <header className="mb-8 text-center">
      {icon && (
        <div className="mx-auto mb-5 flex size-16 items-center justify-center rounded-full border border-gold-300/40 bg-night-800 text-gold-300 shadow-glow [&>svg]:size-8">
          {icon}
        </div>
      )}
      <h1 className="text-3xl leading-tight text-gold-300 sm:text-4xl">{title}</h1>
      {children && <div className="mx-auto mt-3 max-w-xl text-lg text-mist-muted">{children}</div>}
    </header>
  );
}

/** A gold section heading inside a screen. */
export function SectionHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h2 id={id} className="mb-4 text-2xl text-gold-300">
      {children}
    </h2>
  );
}
