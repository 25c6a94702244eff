/** Seconds as the player shows them: m:ss (h:mm:ss past an hour); nothing known yet is 0:00. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** What a screen reader says for the seek slider: "1:23 of 5:00". */
export function positionText(current: number, duration: number): string {
  return `${formatTime(current)} of ${formatTime(duration)}`;
}

/** A byte count for people: "1.4 MB", "820 KB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Where to pick up a track again: a remembered position, unless it is too close to either end to be
 * worth it (the first few seconds, or the last ones: the meditation was finished).
 */
export function resumePosition(saved: number | undefined, duration: number): number {
  if (saved === undefined || !Number.isFinite(duration) || duration <= 0) return 0;
  return saved >= 5 && saved < duration - 5 ? saved : 0;
}
