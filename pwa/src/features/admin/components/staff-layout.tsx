import { RouteOutlet } from '@/components/layout/route-outlet';
import { useScrollOnNavigate } from '@/components/layout/use-scroll-on-navigate';
import { RequireStaff } from '@/features/auth';
import { useNoIndex } from '../lib/use-noindex';
import { StaffFrame } from './staff-frame';

/**
 * The layout route of every staff page: staff only (others go to /login?next=...), noindex
 * while shown, and the staff frame instead of the shop's. The page inside starts loading, and its
 * queries start, only once the visitor is known to be staff. The noindex tag is set before the check,
 * so even the redirect is covered. Loaded on demand, so the shop's pages carry none of it.
 */
export default function StaffLayout() {
  useNoIndex();
  useScrollOnNavigate();
  return (
    <RequireStaff>
      <StaffFrame>
        <RouteOutlet />
      </StaffFrame>
    </RequireStaff>
  );
}
