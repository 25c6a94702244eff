import { RouteOutlet } from './route-outlet';
import { SiteFrame } from './site-frame';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

/** The shared frame of every public page: fixed navigation, the page (loaded on demand), the footer. */
export function SiteLayout() {
  useScrollOnNavigate();
  return (
    <SiteFrame>
      <RouteOutlet />
    </SiteFrame>
  );
}
