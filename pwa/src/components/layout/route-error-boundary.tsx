import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '@/components/ui/button';

/** Last resort when a screen throws or its chunk cannot load (often: offline on an unvisited page). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : offline
      ? 'You are offline and this page has not been saved on this device yet.'
      : 'Something went wrong while showing this page.';
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="mb-4 text-3xl text-gold-300">We could not show this page</h1>
      <p className="mb-8 text-mist-muted">{message}</p>
      <ButtonLink to="/">Return to Home</ButtonLink>
    </div>
  );
}
