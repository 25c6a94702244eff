import { fieldsOf, type QuestionnaireDefinition, type QuestionnaireField } from '@shared/questionnaires';

/**
 * Answer sets for API tests, read off a questionnaire's definition: a valid one, and for every rule of
 * every field a body that breaks only that rule, with the field and the message the API must name.
 */

export type Answers = Record<string, unknown>;

/** Something the field accepts (a text long enough for its minimum, the first option, a real birthday...). */
function validValue(field: QuestionnaireField): unknown {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return `A sincere answer for ${field.name}`.padEnd(field.minLength?.value ?? 0, '.');
    case 'select':
    case 'radio':
      return field.options[0]!.value;
    case 'multi':
      return [field.options[0]!.value];
    case 'date':
      return '1990-05-17';
    case 'slider':
      return field.default;
    case 'checkbox':
      return true;
  }
}

export function validAnswers(definition: QuestionnaireDefinition, overrides: Answers = {}): Answers {
  const answers: Answers = {};
  for (const field of fieldsOf(definition)) answers[field.name] = validValue(field);
  return { ...answers, ...overrides };
}

export interface BrokenRule {
  /** What the case is, for the test's title. */
  rule: string;
  body: Answers;
  /** The answer the API must name in its 422 details, and the message it must give there. */
  field: string;
  message: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One body per rule of the field: the rest of the answers valid. */
function brokenRulesOf(definition: QuestionnaireDefinition, field: QuestionnaireField): BrokenRule[] {
  const valid = validAnswers(definition);
  const breaking = (rule: string, changes: Answers, name: string, message: string): BrokenRule => ({
    rule: `${field.name}: ${rule}`,
    body: { ...valid, ...changes },
    field: name,
    message,
  });
  const cases: BrokenRule[] = [];
  switch (field.kind) {
    case 'text':
    case 'textarea':
      if (field.minLength && !field.optional) {
        cases.push(breaking('blank', { [field.name]: '   ' }, field.name, field.minLength.message));
        if (field.minLength.value > 1) cases.push(breaking('too short', { [field.name]: 'x'.repeat(field.minLength.value - 1) }, field.name, field.minLength.message));
      }
      cases.push(breaking('too long', { [field.name]: 'x'.repeat(field.maxLength.value + 1) }, field.name, field.maxLength.message));
      break;
    case 'select':
    case 'radio':
    case 'multi': {
      const unknown = field.kind === 'multi' ? ['not-an-option'] : 'not-an-option';
      cases.push(breaking('not an option', { [field.name]: unknown }, field.name, field.message));
      if (field.kind === 'multi' && !field.optional) cases.push(breaking('none chosen', { [field.name]: [] }, field.name, field.message));
      if (field.other) {
        const other = field.kind === 'multi' ? [field.other.value] : field.other.value;
        cases.push(breaking('"other" without a description', { [field.name]: other, [field.other.name]: ' ' }, field.other.name, field.other.message));
        cases.push(breaking('"other" described at length', { [field.name]: other, [field.other.name]: 'x'.repeat(field.other.maxLength.value + 1) }, field.other.name, field.other.maxLength.message));
      }
      break;
    }
    case 'date':
      cases.push(breaking('not a date', { [field.name]: '17/05/1990' }, field.name, field.message));
      cases.push(breaking('before the earliest day', { [field.name]: '1899-12-31' }, field.name, field.rangeMessage));
      cases.push(breaking('in the future', { [field.name]: new Date(Date.now() + 3 * DAY_MS).toISOString().slice(0, 10) }, field.name, field.rangeMessage));
      break;
    case 'slider':
      cases.push(breaking('above the scale', { [field.name]: field.max + 1 }, field.name, field.message));
      cases.push(breaking('below the scale', { [field.name]: field.min - 1 }, field.name, field.message));
      break;
    case 'checkbox':
      cases.push(breaking('not a yes/no', { [field.name]: 'yes' }, field.name, 'Please tick the box or leave it empty'));
      break;
  }
  return cases;
}

export function brokenRules(definition: QuestionnaireDefinition): BrokenRule[] {
  return fieldsOf(definition).flatMap((field) => brokenRulesOf(definition, field));
}
