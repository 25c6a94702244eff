import { cn } from '@/components/ui/cn';
import { CATALOGUE_FILTERS, type CatalogueFilter } from '../lib/catalogue-lib';

/** Toggle buttons that filter the grid; `aria-pressed` tells assistive technology which one is on. */
export function CatalogueFilters({ value, onChange }: { value: CatalogueFilter; onChange: (filter: CatalogueFilter) => void }) {
  return (
    <div role="group" aria-label="Filter readings" className="flex flex-wrap justify-center gap-2">
      {CATALOGUE_FILTERS.map((filter) => {
        const pressed = filter.id === value;
        return (
          <button
            key={filter.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter.id)}
            className={cn(
              'min-h-11 rounded-full border px-5 py-2 font-semibold transition focus-visible:outline-3',
              pressed
                ? 'border-gold-300 bg-gradient-to-r from-gold-400 to-gold-300 text-night-950 shadow-glow'
                : 'border-violet-400/50 bg-night-800/70 text-mist hover:border-gold-300/60 hover:text-gold-200',
            )}
          >
            {filter.label}
          </button>
        );
      })}
    </div>
  );
}
