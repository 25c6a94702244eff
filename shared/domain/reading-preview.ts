/**
 * How much of a reading a request-code answer carries (docs/decisions/018):
 * `full` for the order's owner (session) and staff; `preview` for everyone else, the code alone being
 * a bearer secret in links. The answer says which, so a page never has to guess what it was sent.
 */
export const READING_ACCESS = ['preview', 'full'] as const;
export type ReadingAccess = (typeof READING_ACCESS)[number];

/**
 * Reading notes as paragraphs (paragraphs are separated by blank lines, i.e. one or more
 * empty or whitespace-only lines; CRLF and CR line ends count as line ends). Each paragraph is trimmed,
 * keeps its own line breaks as "\n", and empty ones are dropped: no notes, no paragraphs.
 */
export function paragraphsOf(notes: string | null | undefined): string[] {
  if (!notes) return [];
  return notes
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The preview of the reading notes: their first paragraph, and never the rest; null when there are no
 * notes, or only whitespace. The server cuts with this before answering: the rest never leaves it.
 */
export function previewOfNotes(notes: string | null | undefined): string | null {
  return paragraphsOf(notes)[0] ?? null;
}
