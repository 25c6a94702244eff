import { ClockIcon } from '@/components/ui/icons';
import { describeCountdown, formatCountdown } from '../lib/offer-expiry';

/**
 * The offer's hh:mm:ss. A timer role, not announced live (a voice reading every second would drown
 * the page); its label says the time left in words, to the minute, for anyone who moves onto it.
 */
export function OfferCountdown({ remaining }: { remaining: number }) {
  const expired = remaining === 0;
  return (
    <div className="flex flex-col items-center gap-1.5 rounded-[var(--radius-card)] border border-gold-300/30 bg-night-950/60 px-4 py-4 text-center">
      <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-mist-muted uppercase">
        <ClockIcon className="size-4 text-gold-300" />
        {expired ? 'This offer has expired' : 'This offer expires in'}
      </p>
      <div
        role="timer"
        aria-live="off"
        aria-atomic="true"
        aria-label={describeCountdown(remaining)}
        className={`font-mono text-4xl font-bold tracking-widest tabular-nums ${expired ? 'text-mist-muted' : 'text-gold-300'}`}
      >
        {formatCountdown(remaining)}
      </div>
    </div>
  );
}
