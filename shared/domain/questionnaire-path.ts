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

/**
 * The questionnaires (shared/questionnaires/): which set of answers a page asks and the API stores. The
 * ids stand apart from the definitions, so the API's contract can name them without carrying every
 * questionnaire's questions into each page that calls the API.
 */
export const QUESTIONNAIRE_IDS = ['generic', 'soulmate', 'spirit-animal', 'money-tree', 'love-forecast', 'twin-flame', 'onboarding'] as const;
export type QuestionnaireId = (typeof QUESTIONNAIRE_IDS)[number];

/** Each page's questionnaire. */
const QUESTIONNAIRE_OF_PAGE: Record<Questionnaire, QuestionnaireId> = {
  onboarding: 'onboarding',
  soulmate: 'soulmate',
  spiritAnimal: 'spirit-animal',
  moneyTree: 'money-tree',
  loveForecast: 'love-forecast',
  twinFlame: 'twin-flame',
  generic: 'generic',
};

/** The questionnaire a page pattern asks (QUESTIONNAIRE_PATTERNS' values), if it is one. */
export function questionnaireOfPattern(pattern: string): QuestionnaireId | undefined {
  const page = (Object.keys(QUESTIONNAIRE_PATTERNS) as Questionnaire[]).find((name) => QUESTIONNAIRE_PATTERNS[name] === pattern);
  return page && QUESTIONNAIRE_OF_PAGE[page];
}

/** Which questionnaire a product asks, and whether its page is addressed by request code or order id. */
const BY_PRODUCT: Partial<Record<number, { page: Questionnaire; by: 'code' | 'id' }>> = {
  [PRODUCT_IDS.premiumSoulmateReading]: { page: 'onboarding', by: 'code' },
  [PRODUCT_IDS.soulmateReading]: { page: 'soulmate', by: 'id' },
  [PRODUCT_IDS.spiritAnimalTarot]: { page: 'spiritAnimal', by: 'id' },
  [PRODUCT_IDS.moneyTree]: { page: 'moneyTree', by: 'code' },
  [PRODUCT_IDS.loveForecast]: { page: 'loveForecast', by: 'id' },
  [PRODUCT_IDS.twinFlameReading]: { page: 'twinFlame', by: 'id' },
};

export interface QuestionnaireRoute {
  /** The answers it asks for (`QUESTIONNAIRES[id]`). */
  id: QuestionnaireId;
  /** Its page, e.g. '/soulmate-questionnaire/:id'. */
  pattern: string;
  /** What the page's `:id` holds. */
  by: 'code' | 'id';
}

/** The questionnaire a product's orders answer: its own, else the generic one (accounts.md section 4). */
export function questionnaireFor(productId: number): QuestionnaireRoute {
  const { page, by } = BY_PRODUCT[productId] ?? { page: 'generic', by: 'id' };
  return { id: QUESTIONNAIRE_OF_PAGE[page], pattern: QUESTIONNAIRE_PATTERNS[page], by };
}

/** The path of the questionnaire an order waits for: its product's own page, else the generic one. */
export function questionnairePath(order: { id: number; requestCode: string; productId: number }): string {
  const { pattern, by } = questionnaireFor(order.productId);
  const value = by === 'code' ? order.requestCode : String(order.id);
  return pattern.replace(':id', encodeURIComponent(value));
}
