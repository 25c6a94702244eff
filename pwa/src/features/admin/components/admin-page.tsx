import type { ReactNode } from 'react';
import { RequireStaff } from '@/features/auth/components/require-staff';
import { useNoIndex } from '../lib/use-noindex';
import { AdminNav } from './admin-nav';

/**
 * The frame of every staff page: staff only (others go to /login?next=...), noindex while shown, the
 * staff bar and a dense content column. Screens go inside, so their queries start only once the
 * visitor is known to be staff. The noindex tag is set before the check, so even the redirect is covered.
 */
export function AdminPage({ children }: { children: ReactNode }) {
  useNoIndex();
  return (
    <RequireStaff>
      <AdminNav />
      <div className="mx-auto max-w-7xl px-3 py-5 sm:px-6">{children}</div>
    </RequireStaff>
  );
}
