import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toast';
import { HydrateLater } from '@/lib/hydrate-later';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from '@/components/layout/skip-link';

/** Skip link, fixed header, the page, footer and the one toast: shared by pages and the error screen. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      {/* tabIndex -1: the skip link and route changes can move focus here without a tab stop. At least a
          screen tall, as the loading spinner is: a short page that replaces the spinner (a status card,
          the login form) would otherwise pull the footer up into view, a layout shift. */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 pt-16 focus:outline-none">
        {children}
      </main>
      {/* Below every prerendered page's first screen: hydrated when near it (docs/decisions/016). */}
      <HydrateLater marker="footer" when="visible">
        <SiteFooter />
      </HydrateLater>
      <Toaster />
    </div>
  );
}
