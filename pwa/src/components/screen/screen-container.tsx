import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** The column every reading and confirmation screen sits in: narrow enough to read, roomy on phones. */
export function ScreenContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14', className)}>{children}</div>;
}

/**
 * A screen's hero: an optional icon badge, the page's one h1 and a lead paragraph. `wide` screens
 * (ScreenColumns below) get desktop-sized type from 1024 px; phones are unchanged.
 */
export function ScreenHeading({ icon, title, children, wide = false }: { icon?: ReactNode; title: ReactNode; children?: ReactNode; wide?: boolean }) {
  return (
    <header className={cn('mb-8 text-center', wide && 'lg:mb-12')}>
      {icon && (
        <div className="mx-auto mb-5 flex size-16 items-center justify-center rounded-full border border-gold-300/40 bg-night-800 text-gold-300 shadow-glow [&>svg]:size-8">
          {icon}
        </div>
      )}
      <h1 className={cn('text-3xl leading-tight text-gold-300 sm:text-4xl', wide && 'lg:text-5xl')}>{title}</h1>
      {children && <div className={cn('mx-auto mt-3 max-w-xl text-lg text-mist-muted', wide && 'lg:mt-4 lg:max-w-2xl lg:text-xl')}>{children}</div>}
    </header>
  );
}

/** The container of a `wide` screen: the phone column, widened from 1024 px to hold ScreenColumns. */
export const WIDE_SCREEN = 'lg:max-w-6xl lg:py-16';

/** The phone column's spacing between blocks, kept as each screen had it; desktop spaces them alike. */
const SPACING = {
  normal: { grid: 'gap-6', column: 'space-y-6' },
  roomy: { grid: 'gap-8', column: 'space-y-8' },
} as const;

interface ScreenColumnsProps {
  children: ReactNode;
  side: ReactNode;
  spacing?: keyof typeof SPACING;
  /** The side column is the wide one (when it holds the longer read), the main one the narrow one. */
  wideSide?: boolean;
}

/**
 * A desktop screen's two columns (from 1024 px): the main content and, beside it, `side`. Below 1024 px
 * one column, side after main. Larger body type on desktop comes from `lg:text-lg` here, for every
 * child that does not set its own size.
 */
export function ScreenColumns({ children, side, spacing = 'normal', wideSide = false }: ScreenColumnsProps) {
  const space = SPACING[spacing];
  const columns = wideSide ? 'lg:grid-cols-[26rem_minmax(0,1fr)]' : 'lg:grid-cols-[minmax(0,1fr)_24rem]';
  return (
    <div className={cn('grid lg:items-start lg:gap-10 lg:text-lg', columns, space.grid)}>
      <div className={cn('min-w-0 lg:space-y-8', space.column)}>{children}</div>
      <div className={cn('min-w-0 lg:space-y-8', space.column)}>{side}</div>
    </div>
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
