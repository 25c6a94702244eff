import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/**
 * A JSON column read back and checked against its schema: undefined when it is absent, not JSON, or
 * not of that shape (a row written by older code), so a reader decides what a bad value means.
 */
export function parseStoredJson<S extends $ZodType>(schema: S, json: unknown): z.output<S> | undefined {
  if (typeof json !== 'string' || json === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  const parsed = z.safeParse(schema, value);
  return parsed.success ? parsed.data : undefined;
}
