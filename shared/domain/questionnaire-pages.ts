/**
 * The questionnaires (shared/questionnaires/) and the page each is answered on. The PWA registers its routes from these patterns. Which product asks
 * which questionnaire is the product registry's (shared/domain/products.ts); links are built by
 * `questionnairePath` (shared/domain/questionnaire-path.ts), so a link and its route cannot drift apart.
 *
 * The ids stand apart from the definitions, so the API's contract and the page paths can name them
 * without carrying every questionnaire's questions into each page.
 */
export const QUESTIONNAIRE_IDS = ['generic', 'soulmate', 'spirit-animal', 'money-tree', 'love-forecast', 'twin-flame', 'onboarding'] as const;
export type QuestionnaireId = (typeof QUESTIONNAIRE_IDS)[number];

export const QUESTIONNAIRE_PATTERNS = {
  /** The funnel's full reading asks its questions on the onboarding page, by request code. */
  onboarding: '/onboarding/:id',
  soulmate: '/soulmate-questionnaire/:id',
  spiritAnimal: '/spirit-animal-questionnaire/:id',
  /** By request code: the money tree page also reads the reading by code. */
  moneyTree: '/money-tree-questionnaire/:id',
  loveForecast: '/love-forecast-questionnaire/:id',
  twinFlame: '/twin-flame-questionnaire/:id',
  generic: '/questionnaire/:id',
} as const;

type Page = keyof typeof QUESTIONNAIRE_PATTERNS;

/** Each questionnaire's page. */
const PAGE_OF_QUESTIONNAIRE: Record<QuestionnaireId, Page> = {
  onboarding: 'onboarding',
  soulmate: 'soulmate',
  'spirit-animal': 'spiritAnimal',
  'money-tree': 'moneyTree',
  'love-forecast': 'loveForecast',
  'twin-flame': 'twinFlame',
  generic: 'generic',
};

/** The page pattern a questionnaire is answered on, e.g. '/soulmate-questionnaire/:id'. */
export function questionnairePattern(id: QuestionnaireId): string {
  return QUESTIONNAIRE_PATTERNS[PAGE_OF_QUESTIONNAIRE[id]];
}

/** The questionnaire a page pattern asks (QUESTIONNAIRE_PATTERNS' values), if it is one. */
export function questionnaireOfPattern(pattern: string): QuestionnaireId | undefined {
  return QUESTIONNAIRE_IDS.find((id) => questionnairePattern(id) === pattern);
}
