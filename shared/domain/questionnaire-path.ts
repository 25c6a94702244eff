import { PRODUCT_IDS } from './products';

/**
 * The questionnaire page of each product (accounts.md section 4, "Card type and card actions"). The
 * PWA registers its routes from these patterns, and the dashboard's "Complete Questionnaire" button
 * links through `questionnairePath`, so a link and its route cannot drift apart.
 */
export const QUESTIONNAIRE_PATTERNS = {
  /** The funnel's full reading asks its questions on the onboarding page, by request code. */
  onboarding: '/onboarding/:id',
  soulmate: '/soulmate-questionnaire/:id',
  spiritAnimal: '/spirit-animal-questionnaire/:id',
  /** By request code: the money tree page also reads the reading by code (accounts.md section 7). */
  moneyTree: '/money-tree-questionnaire/:id',
  loveForecast: '/love-forecast-questionnaire/:id',
  twinFlame: '/twin-flame-questionnaire/:id',
  generic: '/questionnaire/:id',
} as const;

type Questionnaire = keyof typeof QUESTIONNAIRE_PATTERNS;

/** Which questionnaire a product asks, and whether its page is addressed by request code or order id. */
const BY_PRODUCT: Partial<Record<number, { page: Questionnaire; by: 'code' | 'id' }>> = {
  [PRODUCT_IDS.premiumSoulmateReading]: { page: 'onboarding', by: 'code' },
  [PRODUCT_IDS.soulmateReading]: { page: 'soulmate', by: 'id' },
  [PRODUCT_IDS.spiritAnimalTarot]: { page: 'spiritAnimal', by: 'id' },
  [PRODUCT_IDS.moneyTree]: { page: 'moneyTree', by: 'code' },
  [PRODUCT_IDS.loveForecast]: { page: 'loveForecast', by: 'id' },
  [PRODUCT_IDS.twinFlameReading]: { page: 'twinFlame', by: 'id' },
};

/** The path of the questionnaire an order waits for: its product's own page, else the generic one. */
export function questionnairePath(order: { id: number; requestCode: string; productId: number }): string {
  const { page, by } = BY_PRODUCT[order.productId] ?? { page: 'generic', by: 'id' };
  const value = by === 'code' ? order.requestCode : String(order.id);
  return QUESTIONNAIRE_PATTERNS[page].replace(':id', encodeURIComponent(value));
}
