import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '@/components/ui/toast';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The shared frame of every public page: fixed navigation, the page, the footer, the toast. */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-gold-300 focus:px-3 focus:py-2 focus:text-night-950">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1 pt-16">
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
