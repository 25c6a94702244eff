// Weighs the JavaScript a first visit to the landing page downloads (gzip), from the build's manifest:
// the entry chunk, the home route's chunk and every chunk they import statically. Fails over budget,
// or when code that belongs elsewhere (Dexie, the admin area) is in that set.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appChunkKey, pageEntryKey, readBuildManifest, staticImportClosure } from './build-manifest.mjs';

const BUDGET_KB = 110;
const OUT = 'dist/pwa';
const HOME_ROUTE = 'src/app/routes/funnel/home.tsx';

let manifest;
try {
  manifest = readBuildManifest(OUT);
} catch {
  console.error('No build manifest: run "npm run build" first.');
  process.exit(1);
}

const entry = pageEntryKey(manifest);
const missing = !entry ? 'index.html entry' : !manifest[HOME_ROUTE] && HOME_ROUTE;
if (missing) {
  console.error(`The manifest has no ${missing} chunk.`);
  process.exit(1);
}
// index.html's script (src/boot.ts) asks for the app after the first paint: both load on a first visit.
const files = staticImportClosure(manifest, [entry, appChunkKey(manifest), HOME_ROUTE]); // file -> manifest key

let total = 0;
const problems = [];
const rows = [];
for (const [file, key] of files) {
  if (!file.endsWith('.js')) continue;
  const source = readFileSync(join(OUT, file));
  const gzip = gzipSync(source, { level: 9 }).length;
  total += gzip;
  rows.push([file, key, gzip]);
  if (/\bDexie\b/.test(source.toString('utf8'))) problems.push(`${file} (${key}) contains Dexie`);
  if (/admin/i.test(key)) problems.push(`${file} comes from ${key}: admin code on the landing page`);
}

rows.sort((a, b) => b[2] - a[2]);
for (const [file, key, gzip] of rows) console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${file}  (${key})`);
const totalKb = total / 1024;
console.log(`Landing page first-load JavaScript: ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);

if (totalKb > BUDGET_KB) problems.push(`over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
if (problems.length) {
  console.error(`Landing page budget failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
