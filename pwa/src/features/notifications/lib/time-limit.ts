/** The work did not settle in the time it was given. */
export class TimeLimitExceeded extends Error {
  constructor(ms: number) {
    super(`Gave up waiting after ${ms} ms.`);
    this.name = 'TimeLimitExceeded';
  }
}

/**
 * `work`, or TimeLimitExceeded once `ms` have passed without it settling. The work itself is not
 * stopped (a browser's subscribe cannot be cancelled): only the waiting for it ends.
 */
export function withinTimeLimit<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeLimitExceeded(ms)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
