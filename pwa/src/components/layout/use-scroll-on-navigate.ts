import { useEffect } from 'react';
import { useLocation } from 'react-router';

const WAIT_FOR_TARGET_MS = 3000;

/**
 * Whether the app has placed a page yet. The page it starts on is where the browser put it: the top
 * on a new visit, the old place on a reload, or wherever the visitor scrolled a prerendered page to
 * while the app was on its way (scrolling to the top as the app started threw them back).
 */
let placedFirstPage = false;

/**
 * Scrolls like a multi-page site would: to the top on a new page, or to an in-page anchor
 * (/#free-reading) — waiting for it when the section is still loading — and then moves keyboard focus
 * there, so the next Tab continues in the section the visitor asked for, not at the link they used.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    const firstPage = !placedFirstPage;
    placedFirstPage = true;
    if (!hash) {
      if (!firstPage) window.scrollTo(0, 0);
      return;
    }
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return; // Not a decodable id: nothing to scroll to.
    }
    const deadline = performance.now() + WAIT_FOR_TARGET_MS;
    let frame = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (!target) {
        if (performance.now() < deadline) frame = requestAnimationFrame(seek);
        return;
      }
      target.scrollIntoView({ block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key]);
}
