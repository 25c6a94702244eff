/**
 * The page a visitor gets, with status 429 and Retry-After, after opening more server-rendered reading
 * pages than READING_PAGE_RATE_LIMIT allows one client: one client opening pages in a loop must not
 * take the server from everyone else (docs/decisions/028). It costs nothing to make: the page template's
 * head with its stylesheet but none of its scripts (the app would draw the reading over the message),
 * the wait in words, and a link to try the same page again.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char]!);

/** "a few seconds", "about a minute", "about 3 minutes": the wait as a person says it. */
export function waitInWords(seconds: number): string {
  if (seconds < 45) return 'a few seconds';
  const minutes = Math.round(seconds / 60);
  return minutes <= 1 ? 'about a minute' : `about ${minutes} minutes`;
}

export const TOO_MANY_PAGES_TITLE = 'Please wait a moment';

/**
 * The page, from the template's `head` (everything up to the root) and `tail`: `url` is the address
 * the visitor asked for (path and query), offered again once the wait is over.
 */
export function tooManyPagesHtml(head: string, tail: string, url: string, retryAfterSeconds: number): string {
  const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>\s*<\/script>\s*/g, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g, '');
  const title = `<title>${escapeHtml(TOO_MANY_PAGES_TITLE)} — SoulSketch</title>`;
  const message = `
<div class="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 sm:py-14">
  <div class="rounded-[var(--radius-card)] border border-violet-400/20 bg-night-800/80 p-6 shadow-card text-center">
    <h1 class="mb-3 text-2xl text-gold-300 sm:text-3xl">${escapeHtml(TOO_MANY_PAGES_TITLE)}</h1>
    <p class="mb-8 text-mist-muted">Many pages were opened from your connection in a short time. Please wait ${waitInWords(retryAfterSeconds)}, then open this page again: nothing is lost.</p>
    <a class="inline-flex items-center justify-center gap-2 rounded-[var(--radius-control)] font-semibold bg-gradient-to-r from-gold-400 to-gold-300 text-night-950 shadow-glow px-7 py-3.5 text-lg" href="${escapeHtml(url)}">Open the page again</a>
  </div>
</div>`;
  return withoutScripts(head).replace(/<title>[^<]*<\/title>/, title) + message + withoutScripts(tail);
}
