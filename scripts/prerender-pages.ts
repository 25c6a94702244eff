import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { build, type AliasOptions } from 'vite';
import { APP_SHELL_FILE, APP_SHELL_ROOT_ATTRIBUTE, PRERENDERED_PAGES } from '../shared/routes/prerendered-pages';
import { SERVER_PAGE_CHUNKS } from '../shared/routes/page-chunks';
import { SERVER_PAGE_TEMPLATE, SERVER_RENDER_MODULE, SERVER_RENDERED_PAGES } from '../shared/routes/server-rendered-pages';
import { appChunkKey, pageEntryKey, readBuildManifest, staticImportClosure } from './build-manifest.mjs';
import { isRouteTableChunk, ROUTE_TABLE_KEY } from './screen-preloads';

/**
 * The build's prerender (docs/decisions/016), run by vite.config.ts after the browser bundle is written and
 * before the service worker's precache list is made, so the list holds the pages as they are served.
 *
 * 1. Builds pwa/src/prerender/render-page.tsx for Node (dist/prerender, never served).
 * 2. Makes the app shell from the built index.html: its scripts and styles around a root that holds the
 *    loading state the app draws first, so the page paints before its code arrives; with the CSS of
 *    that loading state inlined as in 3, it paints before the stylesheet arrives too.
 * 3. Renders each page of PRERENDERED_PAGES into that shell, with its own title, and inlines the CSS
 *    its first screen uses (Beasties); the full stylesheet moves to the end of the body, so nothing
 *    blocks the first paint and no script is needed for it.
 * 4. Keeps the built index.html, its root empty, beside the Node build: the server renders the pages
 *    of shared/routes/server-rendered-pages.ts into it for each request. Beside it, each of those
 *    pages' scripts (SERVER_PAGE_CHUNKS), which the server names in the page.
 */
export interface PrerenderOptions {
  /** The PWA's source root (the Vite root). */
  root: string;
  /** The built PWA (dist/pwa). */
  outDir: string;
  /** Where the Node build of the render entry goes. */
  serverOutDir: string;
  alias: AliasOptions;
}

interface RenderModule {
  renderPage(path: string): Promise<{ html: string; title: string }>;
  renderAppShellLoading(): Promise<string>;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeText = (text: string) => text.replace(/[&<>]/g, (char) => ESCAPES[char]!);

const EMPTY_ROOT = '<div id="root"></div>';
/**
 * The app's chunk, the table of every route but the landing page's (src/app/more-routes.tsx: whatever
 * address the shell is served for needs it), and every chunk they import statically.
 */
function appChunks(outDir: string): string[] {
  const manifest = readBuildManifest(outDir);
  const routeTable = manifest[ROUTE_TABLE_KEY];
  if (!routeTable) throw new Error(`The build has no chunk for ${ROUTE_TABLE_KEY}.`);
  // Else the screens would silently lose their preload links (scripts/screen-preloads.ts).
  if (!isRouteTableChunk(routeTable.file)) throw new Error(`The route table's chunk ${routeTable.file} is not named as screen-preloads.ts expects.`);
  return [...staticImportClosure(manifest, [appChunkKey(manifest), ROUTE_TABLE_KEY]).keys()];
}

/** What hands a server-rendered page's answers to the app before it hydrates (pwa/src/main.tsx). */
const ADOPT_PAGE_ANSWERS_KEY = 'src/app/server-render/adopt-page-answers.ts';

/**
 * Each server-rendered page's scripts, by its pattern: the app, what adopts the page's answers, the
 * route table and the page's screen, with every chunk they import statically, but for the boot script's
 * own (the page's script tag). Without the list, `/first-reading/{code}` found its 45 scripts in seven
 * waves, one round trip each (36 s before its buttons answered on a slow 3G phone).
 */
function serverPageChunks(outDir: string): Record<string, string[]> {
  const manifest = readBuildManifest(outDir);
  const entry = pageEntryKey(manifest);
  const boot = entry && manifest[entry]?.file;
  const entries = Object.values(SERVER_RENDERED_PAGES).map((page) => {
    const keys = [appChunkKey(manifest), ADOPT_PAGE_ANSWERS_KEY, ROUTE_TABLE_KEY, page.screen];
    const missing = keys.find((key) => !manifest[key]);
    if (missing) throw new Error(`The build has no chunk for ${missing} (${page.pattern}).`);
    const files = [...staticImportClosure(manifest, keys).keys()].filter((file) => file !== boot && file.endsWith('.js'));
    return [page.pattern, files] as const;
  });
  return Object.fromEntries(entries);
}

/**
 * The app shell shows only a loading state without the app, so it asks for the app's chunks at once,
 * side by side with the boot script. The prerendered pages do not: their first paint must not share
 * the network with the app (src/boot.ts).
 */
function appShell(shell: string, loading: string, files: string[]): string {
  const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`).join('\n');
  return shell
    .replace(EMPTY_ROOT, `<div id="root" ${APP_SHELL_ROOT_ATTRIBUTE}>${loading}</div>`)
    .replace('</head>', `${links}\n  </head>`);
}

export async function prerenderPages({ root, outDir, serverOutDir, alias }: PrerenderOptions): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias },
    plugins: [react()],
    build: { ssr: 'src/prerender/render-page.tsx', outDir: serverOutDir, emptyOutDir: true, sourcemap: false },
  });
  const { renderPage, renderAppShellLoading } = (await import(pathToFileURL(join(serverOutDir, SERVER_RENDER_MODULE)).href)) as RenderModule;

  const shell = await readFile(join(outDir, 'index.html'), 'utf8');
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`The built index.html has no ${EMPTY_ROOT} to render into.`);
  await writeFile(join(serverOutDir, SERVER_PAGE_TEMPLATE), shell);
  await writeFile(join(serverOutDir, SERVER_PAGE_CHUNKS), JSON.stringify(serverPageChunks(outDir)));
  const inlineCriticalCss = (keyframes: 'critical' | 'all') => new Beasties({ path: outDir, publicPath: '/', preload: 'body', keyframes, logLevel: 'warn' });
  // The shell's spinner turns by a keyframes rule its class names only through a variable, which
  // Beasties cannot follow: the shell keeps every keyframes rule (a few hundred bytes).
  await writeFile(join(outDir, APP_SHELL_FILE), await inlineCriticalCss('all').process(appShell(shell, await renderAppShellLoading(), appChunks(outDir))));

  const beasties = inlineCriticalCss('critical');
  for (const page of Object.values(PRERENDERED_PAGES)) {
    const { html, title } = await renderPage(page.path);
    const filled = shell
      .replace(EMPTY_ROOT, `<div id="root">${html}</div>`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`);
    await writeFile(join(outDir, page.file), await beasties.process(filled));
  }
}
