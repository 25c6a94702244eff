import type { QuestionnaireId } from '../domain/questionnaire-pages';

/**
 * A questionnaire is data: steps of fields with their labels, options, rules and messages
 * (word for word as customers see them). One builder (schema.ts) turns a definition into the zod
 * schema that checks both the wizard's steps and the API's body, and one wizard renders any of them,
 * so a rule or a message exists in exactly one place.
 */

export interface Option {
  value: string;
  label: string;
}

/** A rule with the message shown when it fails. */
export interface Rule<T> {
  value: T;
  message: string;
}

interface FieldBase {
  /** The answer's key in the answer set the API receives. */
  name: string;
  label: string;
  /** Help under the label, read with the control. */
  hint?: string;
  placeholder?: string;
  /** Optional fields may be left empty; an empty optional text is sent as null. */
  optional?: boolean;
}

/** One line (`text`) or several (`textarea`); trimmed before any check. */
export interface TextField extends FieldBase {
  kind: 'text' | 'textarea';
  /** Required fields: the message for an empty answer, and at least this many characters (after trimming). */
  minLength?: Rule<number>;
  /** Kept generous; only stops abuse. */
  maxLength: Rule<number>;
}

/**
 * A free-text description that becomes required when a choice includes `value` (the generic
 * questionnaire's "other"). It is its own answer (`relationshipStatusOther`), sent as null when empty.
 */
export interface OtherDescription {
  value: string;
  name: string;
  label: string;
  placeholder?: string;
  /** Shown when the choice is made and the description is blank. */
  message: string;
  maxLength: Rule<number>;
}

/** One choice of a list: a native `select` or a group of radio buttons. */
export interface ChoiceField extends FieldBase {
  kind: 'select' | 'radio';
  options: readonly Option[];
  /** The message when nothing (or something not in the list) is chosen. */
  message: string;
  other?: OtherDescription;
}

/** Any number of choices (check boxes); required ones need at least one. */
export interface MultiChoiceField extends FieldBase {
  kind: 'multi';
  options: readonly Option[];
  message: string;
  other?: OtherDescription;
}

/** A calendar day, sent as `yyyy-MM-dd`, between `min` and today. */
export interface DateField extends FieldBase {
  kind: 'date';
  /** The message when no real date is given. */
  message: string;
  /** Earliest day allowed, `yyyy-MM-dd`. The latest is always today. */
  min: string;
  /** The message for a day before `min` or after today. */
  rangeMessage: string;
}

/** A whole number on a scale, with the labels shown under some of its points. */
export interface SliderField extends FieldBase {
  kind: 'slider';
  min: number;
  max: number;
  step: number;
  default: number;
  /** Labels shown under the scale, keyed by value ("1 Low stress"). */
  labels: readonly { value: number; label: string }[];
  message: string;
}

/** A yes/no check box, false unless ticked. */
export interface BooleanField extends FieldBase {
  kind: 'checkbox';
  default: boolean;
}

export type QuestionnaireField = TextField | ChoiceField | MultiChoiceField | DateField | SliderField | BooleanField;

export interface QuestionnaireStep {
  /** Stable key (drafts remember the step by index; the key is for tests and the summary). */
  id: string;
  title: string;
  description?: string;
  /** The review step lists every answer and asks nothing. */
  review?: boolean;
  fields: readonly QuestionnaireField[];
}

/** An answer the API works out itself rather than asks (spirit animal: the zodiac sign from the birth date). */
export interface DerivedAnswer {
  name: string;
  label: string;
  /** From the validated answers; null when it cannot be worked out. */
  derive: (answers: Readonly<Record<string, unknown>>) => string | null;
}

/** The customer-facing words of one questionnaire. */
export interface QuestionnaireCopy {
  title: string;
  /** "Takes about 2 minutes". */
  duration: string;
  intro?: string;
  submitLabel: string;
  successTitle: string;
  successDescription: string;
  errorTitle: string;
  /** Shown when the server gives no message of its own. */
  errorFallback: string;
}

export interface QuestionnaireDefinition {
  id: QuestionnaireId;
  copy: QuestionnaireCopy;
  steps: readonly QuestionnaireStep[];
  derived?: readonly DerivedAnswer[];
}

/** Every field of a definition in step order, the review step's none. */
export function fieldsOf(definition: QuestionnaireDefinition): QuestionnaireField[] {
  return definition.steps.flatMap((step) => step.fields);
}

/** The values a fresh form starts with: empty texts and choices, no boxes ticked, sliders at their default. */
export function initialValues(definition: QuestionnaireDefinition): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fieldsOf(definition)) {
    values[field.name] = emptyValue(field);
    if ((field.kind === 'select' || field.kind === 'radio' || field.kind === 'multi') && field.other) values[field.other.name] = '';
  }
  return values;
}

function emptyValue(field: QuestionnaireField): unknown {
  switch (field.kind) {
    case 'multi':
      return [];
    case 'slider':
      return field.default;
    case 'checkbox':
      return field.default;
    default:
      return '';
  }
}

/** The earliest birth date the picker offers. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** The customer's date of birth, asked alike by every questionnaire that needs it (the zodiac sign, the artist's chart). */
export function dateOfBirthField(hint?: string): DateField {
  return {
    kind: 'date',
    name: 'dateOfBirth',
    label: 'Date of birth',
    ...(hint ? { hint } : {}),
    message: 'Please select your date of birth',
    min: EARLIEST_BIRTH_DATE,
    rangeMessage: 'Please choose a date between January 1, 1900 and today',
  };
}

/** Texts the answers allow: shared limits so the forms read alike. */
export const TEXT_MAX = { message: 'Please keep this under 200 characters', value: 200 } as const;
export const TEXTAREA_MAX = { message: 'Please keep this under 5000 characters', value: 5000 } as const;
