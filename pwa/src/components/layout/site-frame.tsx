import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toast';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Skip link, fixed header, the page, footer and the one toast: shared by pages and the error screen. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        // Focus the page directly: a bare fragment navigation would go through the router's history.
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-gold-300 focus:px-3 focus:py-2 focus:text-night-950"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* tabIndex -1: the skip link and route changes can move focus here without a tab stop. */}
      <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <Toaster />
    </div>
  );
}
