// How a work item's premium content is stored: one JSON text of its filled-in fields. Every reader of the
// stored text (the staff queue, the premium page, the audio) decodes it here, so an unreadable value
// reads as none everywhere alike.
import * as z from 'zod/mini';
import { premiumContentSchema, type PremiumContent } from '../schemas/admin';

/** The premium content as it is stored. */
export function stringifyPremium(content: PremiumContent): string {
  return JSON.stringify(content);
}

/** The stored premium JSON, checked against the schema; null when absent or unreadable. */
export function parsePremium(json: unknown): PremiumContent | null {
  if (typeof json !== 'string' || json === '') return null;
  try {
    const parsed = z.safeParse(premiumContentSchema, JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
