import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * Hydrating later (issue 13): a part of a prerendered page whose code is not needed for the first
 * screen. Its HTML is in the page from the start; React leaves that HTML as it is (a dehydrated Suspense
 * boundary) until the part's chunk has loaded, and the chunk is asked for at the first touch, focus or
 * key inside it, or before that when it comes near the screen (`visible`) or when the browser is idle
 * (`idle`). Parts far below the fold are `visible`: a visitor who never scrolls there never pays for
 * their code, and the first seconds of the page stay free for what is on screen. A navigation asks for
 * it at once too (see HydratedLater).
 *
 * Outside a hydration (the build's prerender, or a page the client router draws) the chunk loads at
 * once: there is no HTML to keep, so waiting would only leave a gap. Which case it is shows when React
 * first asks for the part: only the prerendered HTML can already hold its wrapper then (a client render
 * adds its elements to the page after rendering).
 */
export type HydrateWhen = 'visible' | 'idle';

const NEAR_SCREEN = '400px 0px';

function whenWanted(marker: string, when: HydrateWhen, navigated: Promise<void>): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.querySelector(`[data-hydrate-later="${marker}"]`);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const cleanups: (() => void)[] = [];
    const done = () => {
      for (const cleanup of cleanups) cleanup();
      resolve();
    };
    void navigated.then(done);
    // A pointer, tap, focus or key inside does not wait for the rest: the code is asked for at once.
    for (const type of ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const) {
      element.addEventListener(type, done, { once: true, capture: true });
      cleanups.push(() => element.removeEventListener(type, done, { capture: true }));
    }
    if (when === 'visible') {
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: NEAR_SCREEN });
      observer.observe(element);
      cleanups.push(() => observer.disconnect());
    }
    if (when !== 'idle') return;
    // Safari has no requestIdleCallback: a timer stands in for it.
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(done, { timeout: 5000 });
      cleanups.push(() => window.cancelIdleCallback(idle));
    } else {
      const timer = setTimeout(done, 2500);
      cleanups.push(() => clearTimeout(timer));
    }
  });
}

interface HydrateLaterOptions {
  /** Names the part in the page (data-hydrate-later) so the browser can watch it. */
  marker: string;
  when: HydrateWhen;
  /** Shown while the chunk loads on a page the client router draws; keep it the part's size. */
  placeholder?: ReactNode;
}

export function hydrateLater(load: () => Promise<ComponentType>, { marker, when, placeholder = null }: HydrateLaterOptions): ComponentType {
  let navigate = () => {};
  const navigated = new Promise<void>((resolve) => (navigate = resolve));
  const Part = lazy(async () => {
    await whenWanted(marker, when, navigated);
    return { default: await load() };
  });
  function HydratedLater() {
    // A navigation (even to an anchor on this page) changes the router's context above the part, and
    // React cannot carry a context change into HTML it has not hydrated yet: the navigation, a
    // transition, would wait until the part is wanted, which below the fold may be never (the hero's
    // link to the form did nothing). So a new location asks for the part's code at once.
    const { key } = useLocation();
    const [firstKey] = useState(key);
    if (key !== firstKey) navigate();
    return (
      // A plain block in the page's flow: the browser watches it for the part.
      <div data-hydrate-later={marker}>
        <Suspense fallback={placeholder}>
          <Part />
        </Suspense>
      </div>
    );
  }
  HydratedLater.displayName = `HydrateLater(${marker})`;
  return HydratedLater;
}
