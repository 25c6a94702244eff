import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { registerServiceWorker } from './lib/service-worker';
import './styles/app.css';

const app = (
  <AppProvider>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProvider>
);

// A prerendered page (issue 13: shared/routes/prerendered-pages.ts) is hydrated: React adopts the HTML
// the visitor already sees. Every other page arrives as the empty shell and is drawn here.
const root = document.getElementById('root')!;
if (root.hasChildNodes()) hydrateRoot(root, app, { onRecoverableError: reportHydrationError });
else createRoot(root).render(app);

function reportHydrationError(error: unknown): void {
  // The page still works (React redraws what did not match), but the prerender and the app disagree.
  console.error('Hydration mismatch', error);
}

registerServiceWorker();

// Questionnaire answers waiting on this device (issue 9) start on their way at every app start. Loaded
// after the page, so the outbox (and Dexie) never weigh on the first paint.
function startOutbox(): void {
  void import('./features/questionnaires/offline/scheduler').then(({ startOutboxScheduler }) => startOutboxScheduler());
}
if (document.readyState === 'complete') startOutbox();
else window.addEventListener('load', startOutbox, { once: true });
