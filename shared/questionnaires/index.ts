import type { QuestionnaireId } from '../domain/questionnaire-pages';
import type { QuestionnaireDefinition } from './definition';
import { GENERIC_QUESTIONNAIRE } from './generic';
import { LOVE_FORECAST_QUESTIONNAIRE } from './love-forecast';
import { MONEY_TREE_QUESTIONNAIRE } from './money-tree';
import { ONBOARDING_QUESTIONNAIRE } from './onboarding';
import { SOULMATE_QUESTIONNAIRE } from './soulmate';
import { SPIRIT_ANIMAL_QUESTIONNAIRE } from './spirit-animal';
import { TWIN_FLAME_QUESTIONNAIRE } from './twin-flame';

export type { QuestionnaireId } from '../domain/questionnaire-pages';
export { questionnaireFor } from '../domain/questionnaire-path';
export * from './definition';
export * from './describe';
export * from './schema';

/** Every questionnaire by id: the wizard renders them, the API validates their answers. */
export const QUESTIONNAIRES = {
  generic: GENERIC_QUESTIONNAIRE,
  soulmate: SOULMATE_QUESTIONNAIRE,
  'spirit-animal': SPIRIT_ANIMAL_QUESTIONNAIRE,
  'money-tree': MONEY_TREE_QUESTIONNAIRE,
  'love-forecast': LOVE_FORECAST_QUESTIONNAIRE,
  'twin-flame': TWIN_FLAME_QUESTIONNAIRE,
  onboarding: ONBOARDING_QUESTIONNAIRE,
} as const satisfies Record<QuestionnaireId, QuestionnaireDefinition>;

export function isQuestionnaireId(value: unknown): value is QuestionnaireId {
  return typeof value === 'string' && Object.hasOwn(QUESTIONNAIRES, value);
}
