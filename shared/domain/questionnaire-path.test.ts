import { describe, expect, it } from 'vitest';
import { PRODUCT_IDS } from './products';
import { questionnairePath } from './questionnaire-path';

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
