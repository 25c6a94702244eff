import { cn } from '@/components/ui/cn';
import { ShieldCheckIcon } from '@/components/ui/icons';
import { MONEY_BACK_GUARANTEE_HOURS } from '../data/offer';

/** The 48-hour money-back promise on the $18.99 reading, as a seal beside the price. */
export function GuaranteeBadge({ className }: { className?: string }) {
  return (
    <div className={cn('flex items-center gap-3 rounded-[var(--radius-card)] border border-success/40 bg-success-bg/60 p-4', className)}>
      <ShieldCheckIcon className="size-10 shrink-0 text-success" />
      <div>
        <p className="font-semibold text-green-100">{MONEY_BACK_GUARANTEE_HOURS}-Hour Money-Back Guarantee</p>
        <p className="text-sm text-green-100/80">Not for you? Ask within {MONEY_BACK_GUARANTEE_HOURS} hours for a full refund.</p>
      </div>
    </div>
  );
}
