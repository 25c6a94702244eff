/**
 * Keys on the seek slider, in seconds. The slider itself moves in tenths of a second, so its own keys
 * would crawl: an arrow jumps 5 s and Page Up/Down 10 s (the skip buttons' step), which a keyboard or
 * switch user can reach without counting presses. Home and End stay the slider's own (start, end).
 */
const SECONDS_BY_KEY: Readonly<Record<string, number>> = {
  ArrowLeft: -5,
  ArrowDown: -5,
  ArrowRight: 5,
  ArrowUp: 5,
  PageDown: -10,
  PageUp: 10,
};

/** Where a key press takes the track, kept between the start and the end; undefined for other keys. */
export function seekTargetForKey(key: string, currentTime: number, duration: number): number | undefined {
  const by = SECONDS_BY_KEY[key];
  if (by === undefined) return undefined;
  // A length not known yet (NaN before the metadata, Infinity for a stream) leaves nowhere to go.
  const end = Number.isFinite(duration) ? Math.max(0, duration) : 0;
  return Math.min(Math.max(0, currentTime + by), end);
}
