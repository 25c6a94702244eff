import { describe, expect, it } from 'vitest';
import { PREMIUM_FIELDS } from '@shared/schemas/admin';
import { premiumFieldLabel } from './premium-labels';

describe('premiumFieldLabel', () => {
  it('drops the group prefix and splits at capitals', () => {
    expect(premiumFieldLabel('soulmateReportWhoTheyAre')).toBe('Who They Are');
    expect(premiumFieldLabel('soulmateLoveBlocks')).toBe('Love Blocks');
    expect(premiumFieldLabel('spiritAnimalTarot')).toBe('Spirit Animal Tarot');
    expect(premiumFieldLabel('soulmateInitialsPlacesDates')).toBe('Initials, Places & Dates');
  });

  it('gives every premium field a distinct label', () => {
    const labels = PREMIUM_FIELDS.map(premiumFieldLabel);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
