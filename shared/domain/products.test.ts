import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_IDS } from './questionnaire-pages';
import { bonusesValueCents, FULL_READING_BONUSES, FULL_READING_OWN_VALUE_CENTS } from './bonuses';
import {
  asksQuestions,
  CATALOGUE_PRODUCT_IDS,
  deliveredOnPayment,
  deliversAudio,
  FULL_READING_BONUS_PRODUCT_IDS,
  FULL_READING_PRODUCT_ID,
  FULL_READING_REGULAR_CENTS,
  isCatalogueProduct,
  isFunnelReading,
  PRODUCT_IDS,
  productBySlug,
  productEntry,
  productName,
  PRODUCTS,
  UPSELL_PRODUCT_ID,
} from './products';
import { requiredFields } from './reading-content';

describe('the product registry', () => {
  it('has one entry per product id, each with its own slug', () => {
    expect(PRODUCTS.map((entry) => entry.id)).toEqual(Object.values(PRODUCT_IDS));
    expect(new Set(PRODUCTS.map((entry) => entry.slug)).size).toBe(PRODUCTS.length);
    for (const entry of PRODUCTS) expect(productBySlug(entry.slug)).toBe(entry);
    expect(productEntry(999)).toBeUndefined();
  });

  it('says of every product its questionnaire or none, what staff deliver and how it is fulfilled', () => {
    const table = PRODUCTS.map((entry) => [entry.id, entry.sold, entry.questionnaire?.id ?? null, entry.questionnaire?.by ?? null, requiredFields(entry.content).length, entry.content.sketch, entry.fulfilment]);
    expect(table).toEqual([
      [1, 'funnel', 'onboarding', 'code', 28, true, 'staff'],
      [2, 'free', null, null, 28, true, 'staff'],
      [3, 'catalogue', 'love-forecast', 'id', 1, false, 'staff'],
      [4, 'catalogue', 'soulmate', 'id', 28, true, 'staff'],
      [5, 'bonus', 'spirit-animal', 'id', 1, false, 'staff'],
      [6, 'bonus', 'money-tree', 'code', 1, false, 'staff'],
      [7, 'catalogue', null, null, 0, false, 'on-payment'],
      [8, 'catalogue', 'twin-flame', 'id', 1, false, 'staff'],
      [9, 'upsell', null, null, 1, false, 'staff'],
    ]);
    for (const entry of PRODUCTS) if (entry.questionnaire) expect(QUESTIONNAIRE_IDS).toContain(entry.questionnaire.id);
  });

  it('never waits for answers on what is delivered at payment, and lists only catalogue products in the catalogue', () => {
    for (const entry of PRODUCTS) {
      if (entry.fulfilment === 'on-payment') expect(entry.questionnaire, `product ${entry.id}`).toBeNull();
      expect(Boolean(entry.catalogue), `product ${entry.id}`).toBe(entry.sold === 'catalogue');
      if (entry.catalogue) expect(entry.catalogue.discovers.length, `product ${entry.id}`).toBeGreaterThan(0);
    }
    expect(CATALOGUE_PRODUCT_IDS).toEqual([3, 4, 7, 8]);
    // The dashboard's Explore tab: the soulmate reading, the twin flame, then the forecast.
    const explored = PRODUCTS.filter((entry) => entry.catalogue?.explore !== undefined).sort((a, b) => a.catalogue!.explore! - b.catalogue!.explore!);
    expect(explored.map((entry) => entry.slug)).toEqual(['soulmate-reading', 'twin-flame-reading', 'love-forecast']);
  });

  it('answers the look-ups every module asks', () => {
    expect(Object.values(PRODUCT_IDS).filter(asksQuestions)).toEqual([1, 3, 4, 5, 6, 8]);
    expect(Object.values(PRODUCT_IDS).filter(isCatalogueProduct)).toEqual([3, 4, 7, 8]);
    expect(Object.values(PRODUCT_IDS).filter(deliveredOnPayment)).toEqual([7]);
    expect(Object.values(PRODUCT_IDS).filter(deliversAudio)).toEqual([7]);
    expect(Object.values(PRODUCT_IDS).filter(isFunnelReading)).toEqual([1, 2]);
    expect([FULL_READING_PRODUCT_ID, UPSELL_PRODUCT_ID, productEntry(PRODUCT_IDS.freeSoulmateReading)?.paidAs]).toEqual([1, 9, 1]);
    for (const id of [0, 999]) expect([asksQuestions(id), isCatalogueProduct(id), deliveredOnPayment(id), isFunnelReading(id)]).toEqual([false, false, false, false]);
  });

  it('names each product, the love forecast with the current year', () => {
    expect(productName(PRODUCT_IDS.loveForecast, new Date('2027-01-01T00:00:00Z'))).toBe('Love Forecast 2027');
    expect(productName(PRODUCT_IDS.twinFlameReading)).toBe('Twin Flame Connection');
    expect(productName(999)).toBe('Reading');
  });

  it('brings the full reading’s three bonuses, their values making up its regular price', () => {
    expect(FULL_READING_BONUS_PRODUCT_IDS).toEqual([5, 6, 7]);
    expect(FULL_READING_BONUSES.map((bonus) => [bonus.title, bonus.valueCents])).toEqual([
      ['Spirit-Animal Love Tarot', 1500],
      ['Money-Tree 5-Card Spread', 900],
      ['Manifestation Audio', 600],
    ]);
    expect(FULL_READING_OWN_VALUE_CENTS + bonusesValueCents()).toBe(FULL_READING_REGULAR_CENTS);
  });
});
