import { MEDITATION_TITLE } from '@shared/content/meditation-transcript';
import type { CustomerOrder } from '@shared/schemas/order';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { AlertIcon } from '@/components/ui/icons';
import { deliversAudio } from '@shared/domain/products';
import { useOwnOrder } from '@/features/orders';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePageTheme } from '@/lib/use-page-theme';
import { cn } from '@/components/ui/cn';
import { useSavedAudio } from '../api/saved-audio';
import { THEME_CLASSES, usePlayerTheme } from '../lib/theme';
import { AUDIO_MESSAGES } from './meditation-player';
import { MeditationExperience } from './meditation-experience';

const toDashboard = (
  <ButtonLink to={paths.dashboard.href()} size="lg">
    Return to Dashboard
  </ButtonLink>
);

/** The page fills the space between the site's header (4rem) and footer, in the player's theme. */
const FILL_BELOW_HEADER = 'min-h-[calc(100dvh-4rem)]';

/** The order's meditation can be played: a delivered audio order of the signed-in customer. */
const playable = (order: CustomerOrder) => deliversAudio(order.productId) && order.status === 'completed';

/**
 * `/audio-experience/{requestCode}`: "Loading your audio experience...", "Sorry, we
 * couldn't find your audio." with Return to Dashboard, or the player. The customer's own orders decide
 * (the server also refuses the file to anyone else); a copy saved on this device opens the player at
 * once, with or without a network. While the player shows, the whole page takes its light or dark theme.
 */
export function AudioExperienceScreen({ code }: { code: string | undefined }) {
  useDocumentTitle(MEDITATION_TITLE);
  const own = useOwnOrder(code, 'Please log in to listen to your meditation');
  const saved = useSavedAudio(code ?? '');
  const [playerTheme, toggleTheme] = usePlayerTheme();

  let body;
  let found = true;
  let theme: typeof playerTheme = 'dark';
  if (code && (saved.data || (own.state === 'found' && playable(own.order)))) {
    theme = playerTheme;
    body = <MeditationExperience code={own.state === 'found' ? own.order.requestCode : code} theme={theme} onToggleTheme={toggleTheme} errorAction={toDashboard} />;
  } else if (own.state === 'loading' || (code && saved.isPending)) {
    body = <PageSpinner label={AUDIO_MESSAGES.loading} />;
  } else {
    found = false;
    body = (
      <Card role="alert" className="mx-auto max-w-xl text-center">
        <AlertIcon className="mx-auto mb-4 size-12 text-gold-300" />
        <p className="mb-2 text-xl text-gold-300">{AUDIO_MESSAGES.notFound}</p>
        {own.state === 'failed' && <p className="mb-2 text-mist-muted">You appear to be offline, and this meditation is not saved on this device.</p>}
        <div className="mt-6 flex justify-center">{toDashboard}</div>
      </Card>
    );
  }

  // The site's header and footer take the player's theme too: a light page under a dark bar was half a theme.
  usePageTheme(theme);
  const t = THEME_CLASSES[theme];
  return (
    <div data-player-page={theme} className={cn(FILL_BELOW_HEADER, t.page)}>
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <header className="mb-6 text-center">
          <p className={cn('text-sm font-semibold tracking-[0.2em] uppercase', t.eyebrow)}>Your audio experience</p>
          <h1 className={cn('mt-2 text-3xl sm:text-4xl', t.title)}>{MEDITATION_TITLE}</h1>
        </header>
        {body}
        {found && (
          <div className="mt-8 flex justify-center">
            <ButtonLink to={paths.dashboard.href()} variant="secondary" className={t.secondary}>
              Return to Dashboard
            </ButtonLink>
          </div>
        )}
      </div>
    </div>
  );
}
