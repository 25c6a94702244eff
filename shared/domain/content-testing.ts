import { requiredFields, readingContentFor } from './reading-content';

/**
 * For tests: every required section of a product's paid work written (each field its own short text),
 * as staff must before it can be completed. Tests add or replace fields over it.
 */
export function requiredWork(productId: number): Record<string, string> {
  return Object.fromEntries(requiredFields(readingContentFor(productId)).map((field) => [field, `Written for ${field}.`]));
}
