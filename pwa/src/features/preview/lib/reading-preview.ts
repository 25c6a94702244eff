/**
 * The free preview shows only the first paragraph of the reading notes (paragraphs are separated by
 * blank lines, funnel spec); the rest is what the full reading unlocks.
 */
export function firstParagraph(notes: string | null | undefined): string | undefined {
  const paragraph = notes
    ?.replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .find(Boolean);
  return paragraph || undefined;
}

/** "kind, funny,  adventurous" -> ["Kind", "Funny", "Adventurous"]: one trait per comma, no blanks. */
export function traitsFrom(soulmateTrait: string): string[] {
  return soulmateTrait
    .split(',')
    .map((trait) => trait.trim())
    .filter(Boolean)
    .map((trait) => trait.charAt(0).toUpperCase() + trait.slice(1));
}
