/** One entry per line, trimmed; blank lines are ignored (the features list). */
export function parseLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export type FieldMapResult = { ok: true; map: Record<string, string> } | { ok: false; message: string };

/**
 * "key: label" per line -> { key: label } (a product's input and output fields). The key ends at the
 * first colon, so labels may hold colons of their own. Order is kept: it is the order customers see.
 */
export function parseFieldMap(text: string): FieldMapResult {
  const map: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const colon = line.indexOf(':');
    const key = colon === -1 ? '' : line.slice(0, colon).trim();
    const label = colon === -1 ? '' : line.slice(colon + 1).trim();
    if (!key || !label) return { ok: false, message: `Line ${index + 1}: write it as key: label (e.g. appearance: Their appearance)` };
    if (Object.hasOwn(map, key)) return { ok: false, message: `Line ${index + 1}: the key "${key}" is used twice` };
    map[key] = label;
  }
  return { ok: true, map };
}

export function formatFieldMap(map: Record<string, string>): string {
  return Object.entries(map)
    .map(([key, label]) => `${key}: ${label}`)
    .join('\n');
}

/** Paragraphs are separated by blank lines (how the reading page splits the notes). */
export function countParagraphs(text: string): number {
  return text.split(/\n\s*\n/).filter((part) => part.trim()).length;
}
