import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { APP_SHELL_ROOT_ATTRIBUTE } from '@shared/routes/prerendered-pages';
import { PAGE_ANSWERS_ELEMENT_ID } from '@shared/routes/server-rendered-pages';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadPage } from './app/router';
import { hasAppDatabase } from './lib/has-app-database';
import { pageLoaded } from './lib/page-loaded';
import { queryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';
import { onSessionRefused } from './lib/session-refused';
import { noteSessionRefused, whenAccountLeaves } from './lib/stored-user';

const app = (
  <AppProvider>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProvider>
);

// A prerendered page (shared/routes/prerendered-pages.ts, docs/decisions/016) is hydrated: React adopts the HTML
// the visitor already sees. Hydrating as a transition lets React yield to the browser every few
// milliseconds instead of holding the main thread for the whole page (a tap meanwhile is answered
// first). Every other page arrives as the app shell, whose root holds only a loading state: React's
// first render (a transition too) clears the root and draws the page. It waits for the page's code,
// which the shell's loading state stands for meanwhile: a render that suspended would show React's own
// loading state, and React holds back what replaces it (lib/lazy-with-preload.ts). A failed load still
// renders: the route's own error screen offers to try again.
// A page the server rendered for this request (shared/routes/server-rendered-pages.ts) is hydrated the
// same way, once the answers it was drawn from are in the query cache (app/server-render/) and the
// page's code has loaded: hydration then draws the whole page at once, instead of stopping at each lazy
// route, and a tap held until the app started (lib/early-taps.ts) finds its button hydrated.
const root = document.getElementById('root')!;
const hydrate = () => startTransition(() => void hydrateRoot(root, app, { onRecoverableError: reportHydrationError }));
if (!root.hasChildNodes() || root.hasAttribute(APP_SHELL_ROOT_ATTRIBUTE)) {
  void preloadPage(location.pathname).catch(() => undefined).then(() => startTransition(() => createRoot(root).render(app)));
} else if (document.getElementById(PAGE_ANSWERS_ELEMENT_ID)) {
  const answers = import('./app/server-render/adopt-page-answers').then(({ adoptPageAnswers }) => adoptPageAnswers(queryClient), reportAdoptionError);
  void Promise.all([answers, preloadPage(location.pathname).catch(() => undefined)]).then(hydrate);
} else hydrate();

function reportAdoptionError(error: unknown): void {
  // The page still hydrates; its screens then ask the API for what they show.
  console.error('Could not read the answers handed over with the page', error);
}

function reportHydrationError(error: unknown): void {
  // The page still works (React redraws what did not match), but the prerender and the app disagree.
  console.error('Hydration mismatch', error);
}

registerServiceWorker();

// When this browser stops holding the account, or a 401 says the session is over, the device forgets
// what the account left here. The store is loaded then, never on a first visit.
whenAccountLeaves(() => void import('./lib/device/forget').then((device) => device.forgetAccountOnDevice()));
onSessionRefused(noteSessionRefused);

// Questionnaire answers waiting on this device start on their way at every app start. Loaded
// after the page, and only where this device has the app's database: a first visit has nothing to
// send, and the outbox's code (Dexie) would only cost it time.
async function startOutbox(): Promise<void> {
  if (!(await hasAppDatabase())) return;
  const { startOutboxScheduler } = await import('./features/questionnaires/offline/scheduler');
  startOutboxScheduler();
}
void pageLoaded().then(startOutbox);
