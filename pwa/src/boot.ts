/**
 * The page's only script tag. A page is painted from its HTML first, and the app is asked for after
 * that first paint: a prerendered page's text, or the app shell's loading state, never waits
 * for the app's download, parse or hydration. A root with nothing in it (the dev server's page)
 * has nothing to show without the app, which starts at once.
 */
// The styles stay with the page's HTML (a stylesheet link the build inlines where critical), not the app.
import './styles/app.css';
import { PAGE_CHUNKS_ELEMENT_ID } from '@shared/routes/page-chunks';
import { appStarted } from './lib/app-started';
import { keepEarlyTaps } from './lib/early-taps';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// React's runtime is evaluated first, and the app one task later: a module graph is evaluated in one
// task, and React with the app was the longest the landing page ran after its first paint. On a
// prerendered page the app's chunk is asked for once the runtime's has arrived, one round trip later
// than together (the app shell preloads both).
const start = () => void import('./react-runtime').then(nextTask).then(() => import('./main'));

/** At the latest this long after the script runs: a tab opened in the background paints only when shown. */
const PAINT_WAIT_LIMIT_MS = 1000;

/**
 * Once the browser reports the page's first contentful paint. A frame callback and a task were not
 * enough: the paint is presented after the frame's work, and a request started in between shared the
 * line with what the first paint waited for (Lighthouse then counted React's download before it).
 */
function afterFirstPaint(then: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    then();
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  const observer = PerformanceObserver.supportedEntryTypes?.includes('paint') ? new PerformanceObserver(() => painted() && once()) : undefined;
  observer?.observe({ type: 'paint', buffered: true });
  if (!observer) requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, PAINT_WAIT_LIMIT_MS);
}

/**
 * A server-rendered page names every script it will load (api/src/http/server-rendered-pages.ts), as
 * preload links in an inert template: moved into the head now, they are asked for side by side, where
 * each used to be found only once the chunk importing it had arrived (seven waves on
 * `/first-reading/{code}`). One move, so the page restyles once.
 */
function preloadPageChunks(): void {
  const chunks = document.getElementById(PAGE_CHUNKS_ELEMENT_ID);
  if (chunks instanceof HTMLTemplateElement) document.head.append(chunks.content);
}

const root = document.getElementById('root');
if (root?.hasChildNodes()) {
  keepEarlyTaps(root, appStarted);
  afterFirstPaint(() => {
    preloadPageChunks();
    start();
  });
} else start();
