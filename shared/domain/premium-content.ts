// How a work item's premium content is stored: one JSON text of its filled-in fields. Every reader of the
// stored text (the staff queue, the premium page, the audio) decodes it here, so an unreadable value
// reads as none everywhere alike.
import { premiumContentSchema, type PremiumContent } from '../schemas/admin';
import { parseStoredJson } from '../schemas/stored-json';

/** The premium content as it is stored. */
export function stringifyPremium(content: PremiumContent): string {
  return JSON.stringify(content);
}

/** The stored premium JSON, checked against the schema; null when absent or unreadable. */
export function parsePremium(json: unknown): PremiumContent | null {
  return parseStoredJson(premiumContentSchema, json) ?? null;
}
