import { cn } from './cn';

/** A list whose bullets are small gold stars (the sections' "what you receive" lists). */
export function StarList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('flex flex-col gap-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-mist">
          <span aria-hidden="true" className="mt-0.5 text-gold-300">
            ✦
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
