import { RouteOutlet } from '@/components/layout/route-outlet';
import { SiteFrame } from './site-frame';
import { useScrollOnNavigate } from '@/components/layout/use-scroll-on-navigate';

/** The shared frame of every public page: fixed navigation, the page (loaded on demand), the footer. */
export function SiteLayout() {
  useScrollOnNavigate();
  return (
    <SiteFrame>
      <RouteOutlet />
    </SiteFrame>
  );
}
