import { normalizeRequestCode } from '@shared/domain/request-code';

export type CodeParam =
  | { state: 'missing' }
  /** Cannot be a request code: answered "not found" at once, without a round trip. */
  | { state: 'invalid' }
  | { state: 'valid'; code: string };

/** Reads a request code from a path or query parameter into its canonical form. */
export function parseCodeParam(raw: string | null | undefined): CodeParam {
  if (!raw?.trim()) return { state: 'missing' };
  const code = normalizeRequestCode(raw);
  return code ? { state: 'valid', code } : { state: 'invalid' };
}
