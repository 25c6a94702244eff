import type { ReactNode } from 'react';
import { SkipLink } from '@/components/layout/skip-link';
import { Toaster } from '@/components/ui/toast';
import { StaffHeader } from './staff-header';

/**
 * The staff area's own frame: a plain sticky bar (tools, who is signed in, Logout) and a dense content
 * column, in the shop's colours but without its marketing header, footer or social links.
 */
export function StaffFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <StaffHeader />
      {/* tabIndex -1: the skip link can move focus here without a tab stop. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <div className="mx-auto max-w-7xl px-3 py-5 sm:px-6">{children}</div>
      </main>
      <Toaster />
    </div>
  );
}
