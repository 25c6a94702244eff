// The PWA build's manifest (dist/pwa/.vite/manifest.json), read by the build's prerender
// (scripts/prerender-pages.ts) and the landing page's size budget (scripts/measure-bundle.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The app's own module (index.html's script, src/boot.ts, asks for it after the first paint). */
export const APP_ENTRY = 'src/main.tsx';

/** The manifest of the build in `outDir`; throws when there is no build. */
export function readBuildManifest(outDir) {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

/**
 * The chunks a browser loads for these manifest keys: each key's chunk and every chunk it imports
 * statically, as a map of file to the key that brought it. Dynamic imports are left out (loaded later).
 */
export function staticImportClosure(manifest, keys) {
  const files = new Map();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.set(chunk.file, key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}
