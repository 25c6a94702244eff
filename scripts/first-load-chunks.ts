import type { Plugin } from 'vite';

/**
 * The app's first load in two chunks (docs/decisions/016): React's runtime, then the app.
 *
 * Left to itself, the bundler cuts what `main.tsx` imports into about twenty shared chunks (React, the
 * router, TanStack Query, small helpers), because the lazy routes import the same modules. A first
 * visit then fetches, compiles and evaluates each as a task of its own, and finds each only when the
 * chunk that imports it arrives (no preload links for the landing page's chunks:
 * scripts/screen-preloads.ts): on a throttled phone those tasks were a large part of the landing page's
 * blocking time. Every lazy route loads after the app, so the modules the app imports statically can
 * all live in the app's own chunks, and the lazy chunks import them from there.
 *
 * Two chunks, not one: a module graph is evaluated in one task, and the whole app's was the page's
 * longest after its first paint (320 KB of code). The boot script (`src/boot.ts`) evaluates React's
 * runtime (`src/react-runtime.ts`) and then, one task later, the app (`src/main.tsx`).
 *
 * The plugin records each module's static imports as the bundler parses it. Each group captures the
 * modules reachable from its entry through them: the runtime's group what `react-runtime.ts` reaches,
 * the app's group what `main.tsx` reaches but for the runtime's modules. Neither takes what the page's
 * boot script reaches too (the bundler's preload helper): the boot script would then import the chunk
 * statically, before the first paint.
 */
export function firstLoadChunks({ boot, runtime, app }: { boot: string; runtime: string; app: string }): {
  plugin: Plugin;
  groups: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean }[];
} {
  const staticImports = new Map<string, readonly string[]>();
  let captured: { runtime: Set<string>; app: Set<string> } | undefined;

  const walk = (entry: string): Set<string> => {
    const seen = new Set<string>();
    const queue = [entry];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(staticImports.get(id) ?? []));
    }
    return seen;
  };

  const without = (all: Set<string>, ...others: Set<string>[]) => new Set([...all].filter((id) => !others.some((other) => other.has(id))));

  // Asked only once the module graph is complete (at chunking), so the walks see all of it.
  const capture = () => {
    if (captured) return captured;
    const bootModules = walk(boot);
    const runtimeModules = without(walk(runtime), bootModules);
    captured = { runtime: runtimeModules, app: without(walk(app), bootModules, runtimeModules) };
    return captured;
  };

  return {
    plugin: {
      name: 'soulsketch:first-load-chunks',
      apply: 'build',
      buildStart() {
        staticImports.clear();
        captured = undefined;
      },
      moduleParsed(info) {
        staticImports.set(info.id, info.importedIds);
      },
    },
    // The captured sets are already closed under static imports, but for the boot script's modules
    // (and, for the app, the runtime's): those stay where they are, not pulled in after the group's.
    groups: [
      { name: 'react', test: (id) => capture().runtime.has(id), includeDependenciesRecursively: false },
      { name: 'main', test: (id) => capture().app.has(id), includeDependenciesRecursively: false },
    ],
  };
}
