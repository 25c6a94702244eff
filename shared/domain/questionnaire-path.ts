import { productEntry } from './products';
import { questionnairePattern, type QuestionnaireId } from './questionnaire-pages';

export { QUESTIONNAIRE_IDS, QUESTIONNAIRE_PATTERNS, questionnaireOfPattern, type QuestionnaireId } from './questionnaire-pages';

export interface QuestionnaireRoute {
  /** The answers it asks for (`QUESTIONNAIRES[id]`). */
  id: QuestionnaireId;
  /** Its page, e.g. '/soulmate-questionnaire/:id'. */
  pattern: string;
  /** What the page's `:id` holds. */
  by: 'code' | 'id';
}

/**
 * The questionnaire a product's orders answer, from the product registry; the generic one for a
 * product that asks none, whose page then says so when the order refuses it.
 */
export function questionnaireFor(productId: number): QuestionnaireRoute {
  const { id, by } = productEntry(productId)?.questionnaire ?? { id: 'generic', by: 'id' };
  return { id, pattern: questionnairePattern(id), by };
}

/** The path of the questionnaire an order waits for: its product's own page, else the generic one. */
export function questionnairePath(order: { id: number; requestCode: string; productId: number }): string {
  const { pattern, by } = questionnaireFor(order.productId);
  const value = by === 'code' ? order.requestCode : String(order.id);
  return pattern.replace(':id', encodeURIComponent(value));
}
