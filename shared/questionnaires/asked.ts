import { productEntry } from '../domain/products';
import { fieldsOf } from './definition';
import { QUESTIONNAIRES } from './index';

/** One question a product's questionnaire asks, in its own words. */
export interface AskedQuestion {
  question: string;
  optional: boolean;
}

/**
 * What a product's page lists under "What We'll Ask You": exactly the questions of the questionnaire its
 * paid orders answer (the product registry says which), in their own words and order; none for a
 * product that asks nothing. The page can then never promise a question the form does not ask.
 */
export function questionsAsked(productId: number): AskedQuestion[] {
  const route = productEntry(productId)?.questionnaire;
  if (!route) return [];
  return fieldsOf(QUESTIONNAIRES[route.id]).map((field) => ({ question: field.label, optional: field.optional === true }));
}
