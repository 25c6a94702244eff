import { bonusesValueCents, FULL_READING_BONUSES } from '@shared/domain/bonuses';
import { formatMoney } from '@shared/domain/money';
import { cn } from '@/components/ui/cn';
import { BonusEmblem } from './bonus-icons';

type Variant = 'included' | 'free-today';

const HEADINGS: Record<Variant, string> = {
  included: 'Bonuses included with your reading',
  'free-today': 'Yours Free Today',
};

/**
 * The full reading's three bonuses with their values and the total, computed from the list itself
 * (shared/domain/bonuses.ts): the number shown can never disagree with the items.
 */
export function BonusList({ variant, className }: { variant: Variant; className?: string }) {
  const total = formatMoney(bonusesValueCents());
  return (
    <section aria-labelledby={`bonuses-${variant}`} className={cn('flex flex-col gap-4', className)}>
      <h3 id={`bonuses-${variant}`} className="text-xl text-gold-300">
        {HEADINGS[variant]}
      </h3>
      <ul className="flex flex-col gap-4">
        {FULL_READING_BONUSES.map((bonus) => (
          <li key={bonus.productId} className="flex items-start gap-3">
            <BonusEmblem icon={bonus.icon} />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold text-mist">{bonus.title}</span>
                {variant === 'free-today' ? (
                  <span className="text-sm">
                    <s className="text-mist-muted">
                      <span className="sr-only">worth </span>
                      {formatMoney(bonus.valueCents)}
                    </s>{' '}
                    <span className="font-semibold text-success">FREE</span>
                  </span>
                ) : (
                  <span className="text-sm text-mist-muted">{formatMoney(bonus.valueCents)} value</span>
                )}
              </p>
              <p className="mt-0.5 text-sm leading-relaxed text-mist-muted">{bonus.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="rounded-[var(--radius-control)] border border-gold-400/25 bg-gold-400/5 px-4 py-2 text-center text-sm text-mist">
        Total bonus value: <span className="font-semibold text-gold-200">{total}</span>
        {variant === 'free-today' ? ', included free today' : ', included with your reading'}
      </p>
    </section>
  );
}
