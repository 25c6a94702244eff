import { describe, expect, it } from 'vitest';
import { CATALOGUE_PRODUCT_IDS, PRODUCT_IDS, PRODUCTS } from '../domain/products';
import { questionsAsked } from './asked';
import { fieldsOf } from './definition';
import { QUESTIONNAIRES } from './index';

describe('questionsAsked: the product page’s "What We’ll Ask You"', () => {
  it('is exactly the questions of each product’s questionnaire, in its words and order, and nothing for one that asks none', () => {
    for (const entry of PRODUCTS) {
      const asked = questionsAsked(entry.id).map((item) => item.question);
      const expected = entry.questionnaire ? fieldsOf(QUESTIONNAIRES[entry.questionnaire.id]).map((field) => field.label) : [];
      expect(asked, `product ${entry.id}`).toEqual(expected);
    }
    expect(CATALOGUE_PRODUCT_IDS.filter((id) => questionsAsked(id).length === 0)).toEqual([PRODUCT_IDS.manifestationAudio]);
  });

  it('lists what the Soulmate Sketch & Reading’s artist needs as required questions', () => {
    const asked = questionsAsked(PRODUCT_IDS.soulmateReading);
    const required = asked.filter((item) => !item.optional).map((item) => item.question);
    expect(required).toEqual(expect.arrayContaining(['Who are you attracted to?', 'What traits do you hope for in your soulmate?', 'Date of birth']));
    expect(asked.find((item) => item.question === 'Where do you live?')).toEqual({ question: 'Where do you live?', optional: true });
  });
});
