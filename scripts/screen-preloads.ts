import { basename } from 'node:path';
import type { ResolveModulePreloadDependenciesFn } from 'vite';

/** The table of every route but the landing page's, as the build's manifest names it. */
export const ROUTE_TABLE_KEY = 'src/app/more-routes.tsx';

// Its chunk's file, named after the module (Vite's default `assets/[name]-[hash].js`).
const ROUTE_TABLE_CHUNK = new RegExp(`(^|/)${basename(ROUTE_TABLE_KEY, '.tsx')}-[\\w-]+\\.js$`);

/**
 * Which of a lazy chunk's imports Vite's preload helper asks for together with the chunk.
 * - A screen (a chunk the route table imports) gets all of them. Without, a page the client router
 *   draws found its small chunks a level at a time, one round trip each, as each importer arrived:
 *   `/first-reading/{code}` asked for its 40 imports in five waves, after the screen's own chunk.
 * - Every other lazy chunk gets none. The helper adds a `<link rel=modulepreload>` to `<head>` for
 *   each, and on the prerendered landing page each addition restyled the whole page while it
 *   hydrated (docs/decisions/016); its parts load their imports when they arrive, as before.
 */
export const screenPreloads: ResolveModulePreloadDependenciesFn = (_chunk, imports, { hostId }) =>
  isRouteTableChunk(hostId) ? imports : [];

/** Whether a built file is the route table's chunk (the build checks it against its manifest). */
export function isRouteTableChunk(file: string): boolean {
  return ROUTE_TABLE_CHUNK.test(file);
}
