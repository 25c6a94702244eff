import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';

/** A module whose default export is a component. */
export type ComponentModule<P extends object = object> = { default: ComponentType<P> };

/** A component loaded on demand that can also be loaded ahead of its first render. */
export type PreloadableComponent<P extends object = object, M extends ComponentModule<P> = ComponentModule<P>> = FunctionComponent<P> & {
  /** Loads the component's module (once); settles with the module, so its other exports can be used. */
  preload: () => Promise<M>;
};

/**
 * `React.lazy` that can be loaded ahead: once `preload()` has settled, the component renders at once
 * instead of suspending. Why it matters: React shows the content that replaces a Suspense fallback at
 * most every 300 ms after that fallback appeared (its FALLBACK_THROTTLE_MS), so a page opened at its own
 * address, behind two lazy levels (the route table, then the screen), showed its spinner, got its code
 * and then waited before it rendered and asked for its data. main.tsx loads the address's code before
 * React's first render instead (router.tsx `preloadPage`).
 */
export function lazyWithPreload<P extends object, M extends ComponentModule<P>>(load: () => Promise<M>): PreloadableComponent<P, M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = (): Promise<M> =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A chunk that failed (offline, a deploy in between) is asked for again next time.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);

  function LazyWithPreload(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component on a later render
    // would be a different element type, and React would remount the component and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded?.default ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(LazyWithPreload, { preload });
}
