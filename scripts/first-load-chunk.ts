import type { Plugin } from 'vite';

/**
 * One chunk for the app's first load (issue 13). Left to itself, the bundler cuts what `main.tsx`
 * imports into about twenty shared chunks (React, the router, TanStack Query, small helpers), because
 * the lazy routes import the same modules. A first visit then fetches, compiles and evaluates each as
 * a task of its own, and finds each only when the chunk that imports it arrives (no preload links
 * for the landing page's chunks: scripts/screen-preloads.ts): on a throttled phone those tasks were a
 * large part of the landing page's blocking time. Every lazy route loads after the app, so the modules
 * the app imports statically can all live in the app's own chunk, and the lazy chunks import them from
 * there.
 *
 * The plugin records each module's static imports as the bundler parses it; the code-splitting group
 * then captures every module reachable from the app's entry through them, except what the page's boot
 * script reaches too (the bundler's preload helper): the boot script would then import the app's chunk
 * statically, before the first paint.
 */
export function firstLoadChunk({ app, boot }: { app: string; boot: string }): {
  plugin: Plugin;
  group: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean };
} {
  const staticImports = new Map<string, readonly string[]>();
  let reachable: Set<string> | undefined;

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

  const difference = (all: Set<string>, without: Set<string>) => new Set([...all].filter((id) => !without.has(id)));

  return {
    plugin: {
      name: 'soulsketch:first-load-chunk',
      apply: 'build',
      buildStart() {
        staticImports.clear();
        reachable = undefined;
      },
      moduleParsed(info) {
        staticImports.set(info.id, info.importedIds);
      },
    },
    group: {
      name: 'main',
      // Asked only once the module graph is complete (at chunking), so the walk sees all of it.
      test: (id) => (reachable ??= difference(walk(app), walk(boot))).has(id),
      // The captured set is already closed under static imports, but for the boot script's modules: those
      // must stay where the boot script is, not be pulled in after the app's modules.
      includeDependenciesRecursively: false,
    },
  };
}
