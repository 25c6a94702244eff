/**
 * Cuts a text to at most `max` characters with an ellipsis (the payment page's testimonials: 120),
 * at the last space when there is one in the last fifth, so a word is not cut in half.
 */
export function truncateText(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  // Already at a word's end when the next character is a space or punctuation.
  const wordEnds = /[\s.,;:!?]/.test(clean.charAt(max - 1));
  const space = cut.lastIndexOf(' ');
  const end = wordEnds || space < max * 0.8 ? cut : cut.slice(0, space);
  return `${end.replace(/[\s.,;:!?-]+$/, '')}…`;
}
