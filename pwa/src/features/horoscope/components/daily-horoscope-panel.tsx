import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { SparklesIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/error-messages';
import { useOnline } from '@/lib/use-online';
import { useHoroscopeSettings } from '../hooks/use-horoscope-settings';
import { HoroscopeSettingsForm } from './horoscope-settings-form';
import { NoSignYet } from './no-sign-yet';

const LINK = 'font-semibold text-gold-300 underline underline-offset-2 hover:text-gold-200';
const HEADING_ID = 'daily-horoscope-panel-heading';

function Frame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby={HEADING_ID} className="rounded-[var(--radius-card)] border border-violet-400/20 bg-night-800/60 p-5">
      <h2 id={HEADING_ID} className="flex items-center gap-2 text-sm font-semibold text-gold-300">
        <SparklesIcon className="size-4" /> Daily Horoscope
      </h2>
      {children}
      <p className="mt-4 text-sm text-mist-muted">
        Love, work and wellbeing for your sign, today and the week ahead.{' '}
        <Link to={paths.horoscope.href()} className={LINK}>
          Read today&apos;s horoscope
        </Link>
      </p>
    </section>
  );
}

function Skeleton() {
  const block = 'animate-pulse rounded-[var(--radius-control)] bg-night-700/70 motion-reduce:animate-none';
  return (
    <div role="status" className="mt-4 space-y-3">
      <span className="sr-only">Loading your daily horoscope...</span>
      <div aria-hidden="true" className={`h-10 ${block}`} />
      <div aria-hidden="true" className={`h-6 ${block}`} />
    </div>
  );
}

/**
 * The dashboard's daily horoscope: the account's sign, whether it arrives each morning, and by which
 * ways. `offline`: the dashboard shows what this device last saw, which can be read but not changed.
 */
export function DailyHoroscopePanel({ userId, offline }: { userId: number; offline: boolean }) {
  const settings = useHoroscopeSettings(userId);
  const online = useOnline();
  let body;
  if (settings.isPending) body = <Skeleton />;
  else if (settings.isError)
    body = (
      <div role="alert" className="mt-3 space-y-3">
        <p className="text-sm text-mist">{errorMessage(settings.error, 'Your daily horoscope settings could not be loaded. Please try again.')}</p>
        <Button variant="secondary" size="sm" onClick={() => void settings.refetch()} disabled={settings.isFetching}>
          {settings.isFetching ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
    );
  else if (settings.data.sign === null) body = <NoSignYet userId={userId} offline={offline || !online} />;
  else body = <HoroscopeSettingsForm userId={userId} settings={settings.data} sign={settings.data.sign} offline={offline || !online} />;
  return <Frame>{body}</Frame>;
}
