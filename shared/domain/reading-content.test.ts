import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PREMIUM_FIELDS, readingUpdateSchemaFor } from '../schemas/admin';
import { PRODUCT_IDS } from './products';
import { contentFields, READING_CONTENT, readingContentFor, readingViewHref } from './reading-content';

const ALL_PRODUCTS = Object.values(PRODUCT_IDS);

describe('READING_CONTENT', () => {
  it('describes every product, each field once with its own label, its required fields among its own', () => {
    for (const productId of ALL_PRODUCTS) {
      const content = READING_CONTENT[productId]!;
      expect(content, `product ${productId}`).toBeDefined();
      const fields = contentFields(content);
      expect(new Set(fields).size, `product ${productId}`).toBe(fields.length);
      const labels = content.groups.flatMap((group) => group.fields.map((entry) => entry.label));
      expect(new Set(labels).size, `product ${productId}`).toBe(labels.length);
      for (const field of content.required) expect(fields).toContain(field);
    }
  });

  it('gives the premium soulmate reading every premium field, and a sketch only to the soulmate readings', () => {
    expect(contentFields(readingContentFor(PRODUCT_IDS.premiumSoulmateReading)).sort()).toEqual([...PREMIUM_FIELDS].sort());
    expect(ALL_PRODUCTS.filter((id) => READING_CONTENT[id]!.sketch).sort()).toEqual([1, 2, 4]);
  });

  it('keeps the six questions and eight insight cards of the soulmate reading', () => {
    const slots = readingContentFor(PRODUCT_IDS.premiumSoulmateReading).groups.map((group) => [group.slot, group.fields.length]);
    expect(slots).toEqual(expect.arrayContaining([['questions', 6], ['insights', 8], ['sketch', 3], ['report', 11], ['bonuses', 3], ['gifts', 3]]));
  });
});

describe('readingViewHref', () => {
  it.each([
    [PRODUCT_IDS.premiumSoulmateReading, '/premium-soulmate-reading/REQ-1'],
    [PRODUCT_IDS.freeSoulmateReading, '/premium-soulmate-reading/REQ-1'],
    [PRODUCT_IDS.soulmateReading, '/premium-soulmate-reading/REQ-1'],
    [PRODUCT_IDS.loveForecast, '/premium-reading/REQ-1?type=love-forecast'],
    [PRODUCT_IDS.twinFlameReading, '/premium-reading/REQ-1?type=twin-flame'],
    [PRODUCT_IDS.spiritAnimalTarot, '/premium-reading/REQ-1?type=spirit-animal'],
    [PRODUCT_IDS.moneyTree, '/premium-reading/REQ-1?type=money-tree'],
    [PRODUCT_IDS.manifestationSystem, '/premium-reading/REQ-1?type=manifestation-system'],
    [PRODUCT_IDS.manifestationAudio, '/audio-experience/REQ-1'],
  ])('product %i opens %s', (productId, href) => {
    expect(readingViewHref(productId, 'REQ-1')).toBe(href);
  });
});

describe('readingUpdateSchemaFor', () => {
  const sketch = { sketchUrl: '/uploads/AbCdEfGhIjKlMnOpQrStUv.png', sketchAlt: 'A pencil portrait', readingNotes: 'The cards see a warm meeting soon.' };
  const errorPaths = (productId: number, body: unknown) => {
    const parsed = z.safeParse(readingUpdateSchemaFor(productId), body);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
  };

  it('asks a sketch, its description and the notes of the soulmate readings only', () => {
    for (const productId of [1, 2, 4]) expect(errorPaths(productId, {}).sort(), `product ${productId}`).toEqual(['readingNotes', 'sketchAlt', 'sketchUrl']);
    expect(errorPaths(PRODUCT_IDS.premiumSoulmateReading, sketch)).toEqual([]);
    expect(errorPaths(PRODUCT_IDS.spiritAnimalTarot, { sketchUrl: '', sketchAlt: '', readingNotes: '', premium: { spiritAnimalTarot: 'The wolf.' } })).toEqual([]);
  });

  it('asks each other reading its own text, and refuses another product’s field', () => {
    expect(errorPaths(PRODUCT_IDS.moneyTree, { premium: { moneyTreeTarot: '  ' } })).toEqual(['premium.moneyTreeTarot']);
    expect(errorPaths(PRODUCT_IDS.loveForecast, {})).toEqual(['premium']);
    expect(errorPaths(PRODUCT_IDS.twinFlameReading, { premium: { soulmateReportIntroduction: 'Mirror souls.', vedicReport: 'Not here.' } })).toEqual(['premium']);
    expect(errorPaths(PRODUCT_IDS.manifestationAudio, {})).toEqual([]);
  });

  it('still checks what is given: an optional sketch must be a real address', () => {
    expect(errorPaths(PRODUCT_IDS.twinFlameReading, { sketchUrl: 'javascript:alert(1)', premium: { soulmateReportIntroduction: 'Mirror souls.' } })).toEqual(['sketchUrl']);
  });
});
