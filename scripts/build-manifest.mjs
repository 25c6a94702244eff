// The PWA build's manifest (dist/pwa/.vite/manifest.json), read by the build's prerender
// (scripts/prerender-pages.ts) and the landing page's size budget (scripts/measure-bundle.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The manifest of the build in `outDir`; throws when there is no build. */
export function readBuildManifest(outDir) {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

/** index.html's own chunk (its one script, src/boot.ts); undefined when the manifest has none. */
export function pageEntryKey(manifest) {
  return Object.keys(manifest).find((key) => manifest[key].isEntry && manifest[key].src === 'index.html');
}

/**
 * The app's chunk (src/main.tsx with everything it imports statically, scripts/first-load-chunks.ts):
 * of the chunks index.html's script asks for after the first paint (React's runtime, then the app),
 * the one that imports all the others. Throws when there is not exactly one such chunk.
 */
export function appChunkKey(manifest) {
  const asked = manifest[pageEntryKey(manifest)]?.dynamicImports ?? [];
  const importsTheOthers = (key) => asked.every((other) => other === key || (manifest[key].imports ?? []).includes(other));
  const app = asked.filter(importsTheOthers);
  if (app.length !== 1) throw new Error(`index.html's script should ask for the app's chunk and what it imports, not for [${asked.join(', ')}].`);
  return app[0];
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
