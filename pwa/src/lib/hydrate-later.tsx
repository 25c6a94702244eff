import { lazy, Suspense, use, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { appStarted } from './app-started';
import { onIdle } from './on-idle';
import { partHydrated, settleAfter } from './page-settled';

/**
 * Hydrating later (docs/decisions/016): a part of a prerendered page that the first screen does not need. Its
 * HTML is in the page from the start; React leaves that HTML as it is (a dehydrated Suspense boundary)
 * until the part is wanted: at the first touch, focus or key inside it, or before that when it comes
 * near the screen (`visible`) or when the browser is idle after the app has started (`idle`). Parts
 * far below the fold are `visible`: a visitor who never scrolls there never pays for them, and the
 * first seconds of the page stay free for what is on screen. A navigation wants every part at once
 * (see HydrateLater). Two forms: `<HydrateLater>` around a part whose code is in the page's chunk
 * anyway (static sections: it saves their hydration), `hydrateLater(load)` for a part whose code is a
 * chunk of its own (it saves both).
 *
 * Outside a hydration (the build's prerender, or a page the client router draws) the part is wanted at
 * once: there is no HTML to keep, so waiting would only leave a gap. Which case it is shows when React
 * first renders the part: only the prerendered HTML can already hold its wrapper then (a client render
 * adds its elements to the page after rendering).
 */
export type HydrateWhen = 'visible' | 'idle';

const NEAR_SCREEN = '400px 0px';

/** Settles when the part is wanted; null when there is no prerendered HTML to keep (it is wanted now). */
function whenWanted(marker: string, when: HydrateWhen, navigated: Promise<void>): Promise<void> | null {
  const element = typeof document === 'undefined' ? null : document.querySelector(`[data-hydrate-later="${marker}"]`);
  if (!element) return null;
  // The page settles only once this part has hydrated (lib/page-settled.ts).
  if (when === 'idle') settleAfter(marker);
  return new Promise((resolve) => {
    const cleanups: (() => void)[] = [];
    let wanted = false;
    const done = () => {
      if (wanted) return;
      wanted = true;
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
    // Idle means after the app's first commit too: idle moments come between hydration's slices, and
    // a part hydrated in one would compete with what the visitor sees.
    if (when === 'idle') {
      let cancelIdle = () => {};
      void appStarted.then(() => wanted || (cancelIdle = onIdle(done)));
      cleanups.push(() => cancelIdle());
    }
  });
}

interface HydrateLaterOptions {
  /** Names the part in the page (data-hydrate-later) so the browser can watch it. */
  marker: string;
  when: HydrateWhen;
  /** Shown while the part waits on a page the client router draws; keep it the part's size. */
  placeholder?: ReactNode;
}

/** Marked as settled the way React's `use` reads it: no suspense for a part wanted at once. */
const SETTLED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

function AfterWait({ wait, marker, children }: { wait: Promise<void>; marker: string; children: ReactNode }) {
  use(wait);
  // Runs once the part's HTML is hydrated (or drawn): the boundary commits the part and this together.
  useEffect(() => partHydrated(marker), [marker]);
  return children;
}

/**
 * A part of a prerendered page that React hydrates only when it is wanted (see above), its code already
 * in the page's chunk: static sections below the fold, whose hydration at load would spend the page's
 * first seconds on work that changes nothing on screen.
 */
export function HydrateLater({ marker, when, placeholder = null, children }: HydrateLaterOptions & { children: ReactNode }) {
  const [wait] = useState(() => {
    let navigated = () => {};
    const promise = whenWanted(marker, when, new Promise<void>((resolve) => (navigated = resolve)));
    return { promise: promise === null ? SETTLED : promise, navigated };
  });
  // A navigation (even to an anchor on this page) changes the router's context above the part, and
  // React cannot carry a context change into HTML it has not hydrated yet: the navigation, a
  // transition, would wait until the part is wanted, which below the fold may be never (the hero's
  // link to the form did nothing). So a new location wants the part at once.
  const { key } = useLocation();
  const [firstKey] = useState(key);
  if (key !== firstKey) wait.navigated();
  return (
    // A plain block in the page's flow: the browser watches it for the part.
    <div data-hydrate-later={marker}>
      <Suspense fallback={placeholder}>
        <AfterWait wait={wait.promise} marker={marker}>
          {children}
        </AfterWait>
      </Suspense>
    </div>
  );
}

/** A part whose code is a chunk of its own, asked for once the part is wanted. */
export function hydrateLater(load: () => Promise<ComponentType>, options: HydrateLaterOptions): ComponentType {
  const Part = lazy(async () => ({ default: await load() }));
  function HydratedLater() {
    return (
      <HydrateLater {...options}>
        <Part />
      </HydrateLater>
    );
  }
  HydratedLater.displayName = `HydrateLater(${options.marker})`;
  return HydratedLater;
}
