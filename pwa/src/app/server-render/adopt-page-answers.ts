import type { QueryClient } from '@tanstack/react-query';
import { PAGE_ANSWERS_ELEMENT_ID, type ServerPageAnswers } from '@shared/routes/server-rendered-pages';
import type { Reading } from '@shared/schemas/reading';
import { withOfflineCopy } from '@/features/readings/offline';
import { seedPageAnswers } from './seed-page-answers';

/** The answers the server handed over with the page (once: the element goes, so a later render cannot reuse them). */
function takeHandedOver(): ServerPageAnswers | undefined {
  const element = document.getElementById(PAGE_ANSWERS_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.dataset.answers ?? '') as ServerPageAnswers;
  } catch {
    // A page cut short in transit: the screens then ask the API themselves.
    return undefined;
  }
}

/**
 * Before a server-rendered page hydrates: its answers go into the browser's query cache, so the first
 * render matches the HTML and nothing is asked for again; and the reading is kept on the device, as one
 * the page fetched would be, so it opens offline next time.
 */
export function adoptPageAnswers(client: QueryClient): void {
  const answers = takeHandedOver();
  if (!answers) return;
  const code = seedPageAnswers(client, location.pathname, answers);
  const reading = answers.reading as Reading | undefined;
  if (code && reading) void withOfflineCopy(code, () => Promise.resolve(reading));
}
