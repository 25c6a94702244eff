import { createElement, lazy, useState, type ComponentProps, type ComponentType, type FunctionComponent, type LazyExoticComponent } from 'react';

/** A module whose default export is a component; its props are read back with `ComponentProps`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own typings take any props here
export type ComponentModule = { default: ComponentType<any> };

/** A component loaded on demand that can also be loaded ahead of its first render. */
export type PreloadableComponent<M extends ComponentModule = ComponentModule> = FunctionComponent<ComponentProps<M['default']>> & {
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
export function lazyWithPreload<M extends ComponentModule>(load: () => Promise<M>): PreloadableComponent<M> {
  type Props = ComponentProps<M['default']>;
  interface Attempt {
    module: Promise<M>;
    Lazy: LazyExoticComponent<ComponentType<Props>>;
    failed: boolean;
  }
  let loaded: M | undefined;
  let attempt: Attempt | undefined;

  function start(): Attempt {
    const next: Attempt = {
      module: load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          next.failed = true;
          throw error;
        },
      ),
      Lazy: lazy(() => next.module),
      failed: false,
    };
    return next;
  }

  // A chunk that failed (offline, a deploy in between) is asked for again by the next preload.
  const preload = (): Promise<M> => {
    if (!attempt || attempt.failed) attempt = start();
    return attempt.module;
  };

  function LazyWithPreload(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component on a later render
    // would be a different element type, and React would remount the component and lose its state. A
    // mount takes the current attempt, even a failed one, whose error goes to the nearest error boundary:
    // React renders a mount that never showed afresh after each failure, so a new attempt here would loop.
    const [Component] = useState(() => loaded?.default ?? (attempt ??= start()).Lazy);
    return createElement(Component, props);
  }
  return Object.assign(LazyWithPreload, { preload });
}
