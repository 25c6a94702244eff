import { describe, expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import type { PremiumReading } from '@shared/schemas/premium-reading';
import { premiumParts } from './premium-parts';

function reading(overrides: Partial<PremiumReading> = {}): PremiumReading {
  return {
    requestCode: 'REQ-MAIN',
    productId: PRODUCT_IDS.premiumSoulmateReading,
    productName: 'Premium Soulmate Reading',
    completed: true,
    profile: { name: 'Nova', birthdate: '1991-06-02', zodiacSign: 'gemini', question: 'Where?', readingDate: '2026-11-23T10:00:00.000Z' },
    sketch: null,
    notes: null,
    premium: {},
    bonusOrders: [],
    ...overrides,
  };
}

describe('premiumParts', () => {
  it('shows no tab and no part without content', () => {
    const parts = premiumParts(reading());
    expect(parts).toMatchObject({ tabs: [], insightGroups: [], bonuses: [], gifts: [], sketchDetails: [] });
  });

  it('shows each tab only with something in it, and each group with only its filled fields, in the table’s order', () => {
    const parts = premiumParts(reading({ premium: { soulmateThoughts: 'Of you.', soulmateReportIntroduction: 'It begins.', premiumHoroscope: 'A bright month.', soulmateAppearance: '  ' } }));
    expect(parts.tabs).toEqual(['insights', 'gifts']);
    expect(parts.insightGroups.map((group) => [group.slot, group.fields.map((field) => field.field)])).toEqual([
      ['report', ['soulmateReportIntroduction']],
      ['questions', ['soulmateThoughts']],
    ]);
    expect(parts.sketchDetails).toEqual([]);
    expect(parts.gifts).toEqual([{ field: 'premiumHoroscope', label: 'Next-Month Premium Horoscope', text: 'A bright month.' }]);
    expect(premiumParts(reading({ notes: 'The cards speak.' })).tabs).toEqual(['insights']);
  });

  it('tells each bonus’s story from its own order: ready with the way to it, or not ready, never done by text written here', () => {
    const parts = premiumParts(
      reading({
        // Text for a bonus stored on the premium reading (before bonuses were their own orders' work) shows nowhere.
        premium: { spiritAnimalTarot: 'The wolf walks beside you.' },
        bonusOrders: [
          { productId: PRODUCT_IDS.spiritAnimalTarot, requestCode: 'REQ-FOX', completed: false },
          { productId: PRODUCT_IDS.moneyTree, requestCode: 'REQ-TREE', completed: true },
          { productId: PRODUCT_IDS.manifestationAudio, requestCode: 'REQ-AUDIO', completed: true },
        ],
      }),
    );
    expect(parts.tabs).toEqual(['bonus']);
    expect(parts.bonuses).toEqual([
      { kind: 'spirit-animal', title: 'Spirit-Animal Love Tarot', link: undefined },
      { kind: 'money-tree', title: 'Money-Tree 5-Card Spread', link: { to: '/premium-reading/REQ-TREE?type=money-tree', label: 'Open Your Money-Tree Spread' } },
      { kind: 'audio', title: 'Manifestation Audio', link: { to: '/audio-experience/REQ-AUDIO', label: 'Listen to Your Meditation' } },
    ]);
    expect(JSON.stringify(parts)).not.toContain('The wolf walks beside you.');
  });

  it('shows no bonus the payment did not bring (a refunded one, or a catalogue reading)', () => {
    expect(premiumParts(reading({ bonusOrders: [] })).bonuses).toEqual([]);
    expect(premiumParts(reading({ productId: PRODUCT_IDS.soulmateReading, bonusOrders: [] })).tabs).toEqual([]);
  });

  it('gives a bonus spread its own reading and nothing of the full reading’s parts', () => {
    const parts = premiumParts(reading({ productId: PRODUCT_IDS.moneyTree, premium: { moneyTreeTarot: 'The Ace of Pentacles.', vedicReport: 'stray' } }));
    expect(parts.content.sketch).toBe(false);
    expect(parts.tabs).toEqual(['insights']);
    expect(parts.insightGroups).toEqual([{ slot: 'reading', title: 'Money-Tree 5-Card Spread', fields: [{ field: 'moneyTreeTarot', label: 'What Your Five Cards Reveal', text: 'The Ace of Pentacles.' }] }]);
    expect(parts.gifts).toEqual([]);
  });
});
