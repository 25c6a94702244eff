import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_SHELL_FILE, PRERENDERED_PAGES } from '@shared/routes/prerendered-pages';

/**
 * A stand-in for the built PWA (dist/pwa) in a folder, so the static handler really serves files: every
 * HTML file a build writes (the prerendered pages and the app shell), each made from `html` with its own
 * name in a comment so a test can tell which one was served.
 */
export function writeStandInBuild(dir: string, html = '<!doctype html><title>SoulSketch</title>'): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  for (const file of [APP_SHELL_FILE, ...Object.values(PRERENDERED_PAGES).map((page) => page.file)]) {
    writeFileSync(join(dir, file), `${html}<!-- ${file} -->`);
  }
}
