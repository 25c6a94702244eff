import { describe, expect, it } from 'vitest';
import { asksQuestions, PRODUCT_IDS, PRODUCTS } from './products';
import { QUESTIONNAIRE_PATTERNS, questionnaireFor, questionnaireOfPattern, questionnairePath } from './questionnaire-path';

const order = (productId: number) => ({ id: 42, requestCode: 'REQ-ABCD-EFGH', productId });

describe('questionnairePath', () => {
  it.each([
    [PRODUCT_IDS.premiumSoulmateReading, '/onboarding/REQ-ABCD-EFGH'],
    [PRODUCT_IDS.soulmateReading, '/soulmate-questionnaire/42'],
    [PRODUCT_IDS.spiritAnimalTarot, '/spirit-animal-questionnaire/42'],
    [PRODUCT_IDS.moneyTree, '/money-tree-questionnaire/REQ-ABCD-EFGH'],
    [PRODUCT_IDS.loveForecast, '/love-forecast-questionnaire/42'],
    [PRODUCT_IDS.twinFlameReading, '/twin-flame-questionnaire/42'],
    [PRODUCT_IDS.manifestationSystem, '/questionnaire/42'],
    [999, '/questionnaire/42'],
  ])('product %i -> %s', (productId, path) => {
    expect(questionnairePath(order(productId))).toBe(path);
  });
});

describe('questionnaireFor', () => {
  it.each([
    [PRODUCT_IDS.premiumSoulmateReading, 'onboarding', 'code'],
    [PRODUCT_IDS.soulmateReading, 'soulmate', 'id'],
    [PRODUCT_IDS.spiritAnimalTarot, 'spirit-animal', 'id'],
    [PRODUCT_IDS.moneyTree, 'money-tree', 'code'],
    [PRODUCT_IDS.loveForecast, 'love-forecast', 'id'],
    [PRODUCT_IDS.twinFlameReading, 'twin-flame', 'id'],
    [PRODUCT_IDS.manifestationSystem, 'generic', 'id'],
    [999, 'generic', 'id'],
  ])('product %i answers %s, addressed by %s', (productId, id, by) => {
    expect(questionnaireFor(productId)).toMatchObject({ id, by });
  });
});

describe('questionnaireOfPattern', () => {
  it('names the questionnaire of each page, and none for other paths', () => {
    expect(Object.values(QUESTIONNAIRE_PATTERNS).map(questionnaireOfPattern)).toEqual([
      'onboarding', 'soulmate', 'spirit-animal', 'money-tree', 'love-forecast', 'twin-flame', 'generic',
    ]);
    expect(questionnaireOfPattern('/dashboard')).toBeUndefined();
  });
});

describe('the generic questionnaire', () => {
  // Its page (`/questionnaire/{id}`) shows the order's own product's questions: the API takes no
  // generic answers for any product, so no link may lead there.
  it('is where no order that waits for answers is sent', () => {
    const asking = PRODUCTS.filter((product) => asksQuestions(product.id));
    expect(asking.length).toBeGreaterThan(0);
    for (const product of asking) {
      expect(questionnaireFor(product.id).id, product.name).not.toBe('generic');
      expect(questionnairePath(order(product.id)), product.name).not.toMatch(/^\/questionnaire\//);
    }
  });
});
