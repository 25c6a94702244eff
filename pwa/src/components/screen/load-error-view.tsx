import { Button } from '@/components/ui/button';
import { WORKS_OFFLINE } from '@/components/ui/offline-notice';
import { errorMessage } from '@/lib/error-messages';
import { loadErrorKind } from '@/lib/load-error';
import { StatusView } from './status-view';

export interface NotFoundCopy {
  title: string;
  message: string;
}

/**
 * The error state of a screen that loads by request code. `notFound` carries the screen's own words
 * (they differ per page); offline and server failures get one shared wording and a retry.
 */
export function LoadErrorView({ error, notFound, onRetry }: { error: unknown; notFound: NotFoundCopy; onRetry: () => void }) {
  const retry = (
    <Button size="lg" onClick={onRetry}>
      Try Again
    </Button>
  );
  switch (loadErrorKind(error)) {
    case 'not-found':
      return <StatusView title={notFound.title} message={notFound.message} />;
    case 'offline':
      return (
        <StatusView
          title="You're offline"
          message={`This page needs a connection to open. ${WORKS_OFFLINE}`}
          action={retry}
        />
      );
    case 'rate-limited':
      return (
        <StatusView
          title="Please wait a moment"
          message={errorMessage(error, 'Too many attempts. Please try again shortly.')}
          action={retry}
        />
      );
    default:
      return (
        <StatusView
          title="Something went wrong"
          message="We couldn't load this page just now. Please try again in a moment."
          action={retry}
        />
      );
  }
}
