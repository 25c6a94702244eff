import { Component, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';

interface State {
  error?: unknown;
}

/**
 * Last resort when a screen throws or its chunk cannot load (often: offline on a page not yet saved on
 * this device). The frame around it stays, so the visitor can still find their way.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="mb-4 text-3xl text-gold-300">We could not show this page</h1>
        <p className="mb-8 text-mist-muted">
          {offline ? 'You are offline and this page has not been saved on this device yet.' : 'Something went wrong while showing this page.'}
        </p>
        <ButtonLink to={paths.home.href()}>Return to Home</ButtonLink>
      </div>
    );
  }
}
