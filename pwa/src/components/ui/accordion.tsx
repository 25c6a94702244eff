import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from './cn';
import { ChevronDownIcon } from './icon';

export interface AccordionItem {
  /** Stable key for the item. */
  value: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The item open at first; none when left out. */
  defaultValue?: string;
  className?: string;
}

/**
 * One item open at a time, and the open one can be closed again (as the FAQ needs), built on the
 * browser's own <details>: items sharing a `name` close each other, and keyboard and screen-reader
 * support come with the element — no script at all, which keeps the landing page light.
 */
export function Accordion({ items, defaultValue, className }: AccordionProps) {
  const group = useId();
  return (
    <div className={cn('divide-y divide-violet-400/20 rounded-[var(--radius-card)] border border-violet-400/25 bg-night-800/70', className)}>
      {items.map((item) => (
        <details key={item.value} name={group} open={item.value === defaultValue} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-mist transition-colors group-open:text-gold-300 hover:text-gold-200 sm:text-lg [&::-webkit-details-marker]:hidden">
            {item.title}
            <ChevronDownIcon className="size-5 shrink-0 text-gold-300 transition-transform duration-200 group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 leading-relaxed text-mist-muted">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
