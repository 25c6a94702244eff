import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False in the build's prerender and while React hydrates that HTML, true from the render after:
 * for controls that must not act before their code runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
