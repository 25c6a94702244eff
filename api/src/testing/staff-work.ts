/** What staff write for a soulmate reading's sketch and notes, valid for the editor's checks. */
export const SKETCH_WORK = {
  sketchUrl: 'https://cdn.example.com/sketches/orion.png',
  sketchAlt: 'A pencil sketch of a man with a kind smile',
  readingNotes: 'The Lovers card crossed by the Star: a patient, warm soul is on the way.',
} as const;
