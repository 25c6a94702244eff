/** One entry per line, trimmed; blank lines are ignored (the features list). */
export function parseLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Paragraphs are separated by blank lines (how the reading page splits the notes). */
export function countParagraphs(text: string): number {
  return text.split(/\n\s*\n/).filter((part) => part.trim()).length;
}
