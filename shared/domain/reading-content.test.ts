import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PREMIUM_FIELDS, readingUpdateSchemaFor } from '../schemas/admin';
import { requiredWork } from './content-testing';
import { PRODUCT_IDS } from './products';
import { bringsNewRecording, contentFields, READING_CONTENT, readingContentFor, readingViewHref, requiredFields } from './reading-content';

const ALL_PRODUCTS = Object.values(PRODUCT_IDS);
const BONUS_FIELDS = ['spiritAnimalTarot', 'moneyTreeTarot', 'manifestationAudio'];

describe('READING_CONTENT', () => {
  it('describes every product, each field once with its own label', () => {
    for (const productId of ALL_PRODUCTS) {
      const content = READING_CONTENT[productId]!;
      expect(content, `product ${productId}`).toBeDefined();
      const fields = contentFields(content);
      expect(new Set(fields).size, `product ${productId}`).toBe(fields.length);
      const labels = content.groups.flatMap((group) => group.fields.map((entry) => entry.label));
      expect(new Set(labels).size, `product ${productId}`).toBe(labels.length);
    }
  });

  it('gives the premium soulmate reading every premium field but the bonuses’ own, and a sketch only to the soulmate readings', () => {
    const premium = contentFields(readingContentFor(PRODUCT_IDS.premiumSoulmateReading));
    expect([...premium, ...BONUS_FIELDS].sort()).toEqual([...PREMIUM_FIELDS].sort());
    expect(ALL_PRODUCTS.filter((id) => READING_CONTENT[id]!.sketch).sort()).toEqual([1, 2, 4]);
  });

  it('keeps the six questions and eight insight cards of the soulmate reading, and no bonus section', () => {
    const slots = readingContentFor(PRODUCT_IDS.premiumSoulmateReading).groups.map((group) => [group.slot, group.fields.length]);
    expect(slots).toEqual([['sketch', 3], ['report', 11], ['questions', 6], ['insights', 8], ['gifts', 3]]);
  });
});

describe('requiredFields', () => {
  it('asks the paid soulmate readings for their sketch details, report, questions and insights, never the gifts', () => {
    for (const productId of [PRODUCT_IDS.premiumSoulmateReading, PRODUCT_IDS.soulmateReading]) {
      const content = readingContentFor(productId);
      expect(requiredFields(content), `product ${productId}`).toHaveLength(28);
      expect(requiredFields(content)).not.toContain('vedicReport');
    }
  });

  it('asks each other reading its own opening or spread, and the meditation nothing', () => {
    expect(requiredFields(readingContentFor(PRODUCT_IDS.loveForecast))).toEqual(['soulmateReportIntroduction']);
    expect(requiredFields(readingContentFor(PRODUCT_IDS.twinFlameReading))).toEqual(['soulmateReportIntroduction']);
    expect(requiredFields(readingContentFor(PRODUCT_IDS.manifestationSystem))).toEqual(['soulmateReportIntroduction']);
    expect(requiredFields(readingContentFor(PRODUCT_IDS.spiritAnimalTarot))).toEqual(['spiritAnimalTarot']);
    expect(requiredFields(readingContentFor(PRODUCT_IDS.moneyTree))).toEqual(['moneyTreeTarot']);
    expect(requiredFields(readingContentFor(PRODUCT_IDS.manifestationAudio))).toEqual([]);
  });
});

describe('bringsNewRecording', () => {
  const own = '/uploads/AbCdEfGhIjKlMnOpQrStUv.m4a';
  it('is news only when a meditation gets a recording it did not have', () => {
    expect(bringsNewRecording(PRODUCT_IDS.manifestationAudio, null, { manifestationAudio: own })).toBe(true);
    expect(bringsNewRecording(PRODUCT_IDS.manifestationAudio, { manifestationAudio: '/uploads/Other00000000000000000.m4a' }, { manifestationAudio: own })).toBe(true);
    expect(bringsNewRecording(PRODUCT_IDS.manifestationAudio, { manifestationAudio: own }, { manifestationAudio: own })).toBe(false);
    expect(bringsNewRecording(PRODUCT_IDS.manifestationAudio, { manifestationAudio: own }, { manifestationAudio: '' })).toBe(false);
    expect(bringsNewRecording(PRODUCT_IDS.manifestationAudio, { manifestationAudio: own }, null)).toBe(false);
    expect(bringsNewRecording(PRODUCT_IDS.manifestationAudio, { manifestationAudio: own }, undefined)).toBe(false);
    expect(bringsNewRecording(PRODUCT_IDS.moneyTree, null, { moneyTreeTarot: 'New text.' })).toBe(false);
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
  const errorPaths = (productId: number, body: unknown, paid = true) => {
    const parsed = z.safeParse(readingUpdateSchemaFor(productId, { paid }), body);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
  };

  it('asks a sketch, its description and the notes of the soulmate readings, and an unpaid free reading nothing more', () => {
    for (const productId of [1, 2, 4]) expect(errorPaths(productId, {}, false).sort(), `product ${productId}`).toEqual(['readingNotes', 'sketchAlt', 'sketchUrl']);
    expect(errorPaths(PRODUCT_IDS.freeSoulmateReading, sketch, false)).toEqual([]);
    expect(errorPaths(PRODUCT_IDS.spiritAnimalTarot, { sketchUrl: '', sketchAlt: '', readingNotes: '', premium: { spiritAnimalTarot: 'The wolf.' } })).toEqual([]);
  });

  it('refuses paid soulmate work with its required sections empty, naming each field; the gifts may stay empty', () => {
    const paths = errorPaths(PRODUCT_IDS.premiumSoulmateReading, sketch);
    expect(paths).toHaveLength(28);
    expect(paths).toEqual(expect.arrayContaining(['premium.soulmateAppearance', 'premium.soulmateReportClosingMessage', 'premium.soulmateThoughts', 'premium.soulmateUniverseMessage']));
    const parsed = z.safeParse(readingUpdateSchemaFor(PRODUCT_IDS.premiumSoulmateReading, { paid: true }), { ...sketch, premium: { soulmateAppearance: '   ' } });
    expect(parsed.error?.issues.find((issue) => issue.path.join('.') === 'premium.soulmateAppearance')?.message).toBe('Write “Their Appearance”: this reading is not finished without it');
    expect(errorPaths(PRODUCT_IDS.premiumSoulmateReading, { ...sketch, premium: requiredWork(PRODUCT_IDS.premiumSoulmateReading) })).toEqual([]);
    const oneShort = { ...requiredWork(PRODUCT_IDS.soulmateReading), soulmateLoveBlocks: '' };
    expect(errorPaths(PRODUCT_IDS.soulmateReading, { ...sketch, premium: oneShort })).toEqual(['premium.soulmateLoveBlocks']);
  });

  it('asks each other reading its own text, and refuses another product’s field', () => {
    expect(errorPaths(PRODUCT_IDS.moneyTree, { premium: { moneyTreeTarot: '  ' } })).toEqual(['premium.moneyTreeTarot']);
    expect(errorPaths(PRODUCT_IDS.loveForecast, {})).toEqual(['premium.soulmateReportIntroduction']);
    expect(errorPaths(PRODUCT_IDS.twinFlameReading, { premium: { soulmateReportIntroduction: 'Mirror souls.', vedicReport: 'Not here.' } })).toEqual(['premium.vedicReport']);
    expect(errorPaths(PRODUCT_IDS.premiumSoulmateReading, { ...sketch, premium: { ...requiredWork(1), spiritAnimalTarot: 'Now its own order.' } })).toEqual(['premium.spiritAnimalTarot']);
    expect(errorPaths(PRODUCT_IDS.manifestationAudio, {})).toEqual([]);
  });

  it('takes the meditation’s own recording as an uploaded file only, or nothing for the bundled one', () => {
    expect(errorPaths(PRODUCT_IDS.manifestationAudio, { premium: { manifestationAudio: '/uploads/AbCdEfGhIjKlMnOpQrStUv.m4a' } })).toEqual([]);
    expect(errorPaths(PRODUCT_IDS.manifestationAudio, { premium: { manifestationAudio: '' } })).toEqual([]);
    for (const address of ['https://example.com/a.m4a', '/uploads/x.png', 'javascript:alert(1)']) {
      expect(errorPaths(PRODUCT_IDS.manifestationAudio, { premium: { manifestationAudio: address } }), address).toEqual(['premium.manifestationAudio']);
    }
  });

  it('still checks what is given: an optional sketch must be a real address', () => {
    expect(errorPaths(PRODUCT_IDS.twinFlameReading, { sketchUrl: 'javascript:alert(1)', premium: { soulmateReportIntroduction: 'Mirror souls.' } })).toEqual(['sketchUrl']);
  });
});
