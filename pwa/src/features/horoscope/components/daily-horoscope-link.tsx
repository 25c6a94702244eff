import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SparklesIcon } from '@/components/ui/icons';

/**
 * A box that leads to the daily horoscope (the dashboard's summary). It goes to the picker, which opens
 * on the sign this device chose last.
 */
export function DailyHoroscopeLink() {
  return (
    <div className="rounded-[var(--radius-card)] border border-violet-400/20 bg-night-800/60 p-5">
      <p className="flex items-center gap-2 text-sm font-semibold text-gold-300">
        <SparklesIcon className="size-4" /> Daily Horoscope
      </p>
      <p className="mt-2 text-sm text-mist-muted">
        Love, work and wellbeing for your sign, today and the week ahead.{' '}
        <Link to={paths.horoscope.href()} className="font-semibold text-gold-300 underline underline-offset-2 hover:text-gold-200">
          Read today&apos;s horoscope
        </Link>
      </p>
    </div>
  );
}
