import type { PREMIUM_FIELD_GROUPS, PremiumField } from '@shared/schemas/admin';

export type PremiumGroup = keyof typeof PREMIUM_FIELD_GROUPS;

/** Section titles of the editor, in the order staff fill them in. */
export const PREMIUM_GROUP_TITLES: Record<PremiumGroup, string> = {
  soulmate: 'Soulmate profile',
  report: 'Report sections',
  bonuses: 'Bonuses',
};

// Words the camel-case split would leave awkward ("Initials Places Dates").
const OVERRIDES: Partial<Record<PremiumField, string>> = {
  soulmateInitialsPlacesDates: 'Initials, Places & Dates',
  soulmateReportWhereHowMeet: 'Where & How You Meet',
  manifestationAudio: 'Manifestation Audio (address of the audio file)',
};

/**
 * A human label from a field key: the group's prefix goes ("soulmateReportWhoTheyAre" -> "Who They
 * Are", "soulmateLoveBlocks" -> "Love Blocks"), the rest is split at capitals.
 */
export function premiumFieldLabel(field: PremiumField): string {
  const override = OVERRIDES[field];
  if (override) return override;
  const bare = field.replace(/^soulmateReport(?=[A-Z])/, '').replace(/^soulmate(?=[A-Z])/, '');
  const words = bare.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
