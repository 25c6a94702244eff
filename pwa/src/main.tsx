import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { registerServiceWorker } from './lib/service-worker';
import './styles/app.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider />
  </StrictMode>,
);

registerServiceWorker();

// Questionnaire answers waiting on this device (issue 9) start on their way at every app start. Loaded
// after the page, so the outbox (and Dexie) never weigh on the first paint.
function startOutbox(): void {
  void import('./features/questionnaires/offline/scheduler').then(({ startOutboxScheduler }) => startOutboxScheduler());
}
if (document.readyState === 'complete') startOutbox();
else window.addEventListener('load', startOutbox, { once: true });
