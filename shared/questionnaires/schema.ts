import * as z from 'zod/mini';
import { parseCalendarDate, todayCalendarDate, formatCalendarDate, type CalendarDate } from '../domain/calendar-date';
import type {
  ChoiceField,
  DateField,
  MultiChoiceField,
  OtherDescription,
  QuestionnaireDefinition,
  QuestionnaireField,
  QuestionnaireStep,
  SliderField,
  TextField,
} from './definition';

/** One stored answer: a text, a choice, a list of choices, a number, a yes/no, or null for "left empty". */
export type AnswerValue = string | number | boolean | string[] | null;
export type QuestionnaireAnswers = Record<string, AnswerValue>;

export interface SchemaOptions {
  /**
   * Today's calendar day, asked at every check (a schema outlives midnight). The browser passes the
   * customer's own day, as its date picker does. The default, for the server, is the latest day it is
   * anywhere on Earth (UTC+14): the server cannot know the customer's zone and must not refuse "today"
   * in Kiribati.
   */
  today?: () => CalendarDate;
}

const LATEST_OFFSET_MS = 14 * 60 * 60 * 1000;

export function latestTodayOnEarth(now: Date = new Date()): CalendarDate {
  return todayCalendarDate(new Date(now.getTime() + LATEST_OFFSET_MS), 'utc');
}

type Schema = z.ZodMiniType<unknown, unknown>;

/** An empty optional answer ('' or absent) is stored as null: one way to say "not answered". */
function emptyToNull<T>() {
  return z.transform((value: T | '' | null | undefined): Exclude<T, ''> | null => (value === undefined || value === '' ? null : (value as Exclude<T, ''>)));
}

function optionalText(max: { value: number; message: string }): Schema {
  return z.pipe(z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max.value, max.message)))), emptyToNull());
}

function textSchema(field: TextField): Schema {
  if (field.optional || !field.minLength) return optionalText(field.maxLength);
  const { value, message } = field.minLength;
  return z.string({ error: message }).check(z.trim(), z.minLength(value, message), z.maxLength(field.maxLength.value, field.maxLength.message));
}

function valuesOf(field: ChoiceField | MultiChoiceField): [string, ...string[]] {
  return field.options.map((option) => option.value) as [string, ...string[]];
}

function choiceSchema(field: ChoiceField): Schema {
  const choice = z.enum(valuesOf(field), { error: field.message });
  if (!field.optional) return choice;
  return z.pipe(z.optional(z.nullable(z.union([z.literal(''), choice], { error: field.message }))), emptyToNull());
}

function multiSchema(field: MultiChoiceField): Schema {
  const list = z.array(z.enum(valuesOf(field), { error: field.message }), { error: field.message });
  // A choice ticked twice (a replayed click, a hand-made body) counts once.
  const unique = z.transform((values: string[]) => [...new Set(values)]);
  if (field.optional) return z.pipe(z.pipe(z.optional(list), z.transform((values) => values ?? [])), unique);
  return z.pipe(list.check(z.minLength(1, field.message)), unique);
}

function dateSchema(field: DateField, today: () => CalendarDate): Schema {
  const required = z.string({ error: field.message }).check(
    z.refine((value) => parseCalendarDate(value) !== undefined, { message: field.message, abort: true }),
    z.refine((value) => value >= field.min && value <= formatCalendarDate(today()), field.rangeMessage),
  );
  if (!field.optional) return required;
  return z.pipe(z.optional(z.nullable(z.union([z.literal(''), required]))), emptyToNull());
}

function sliderSchema(field: SliderField): Schema {
  return z.int({ error: field.message }).check(
    z.minimum(field.min, field.message),
    z.maximum(field.max, field.message),
    z.refine((value) => (value - field.min) % field.step === 0, field.message),
  );
}

function fieldSchema(field: QuestionnaireField, today: () => CalendarDate): Schema {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return textSchema(field);
    case 'select':
    case 'radio':
      return choiceSchema(field);
    case 'multi':
      return multiSchema(field);
    case 'date':
      return dateSchema(field, today);
    case 'slider':
      return sliderSchema(field);
    case 'checkbox':
      return z.pipe(z.optional(z.boolean({ error: 'Please tick the box or leave it empty' })), z.transform((value) => value ?? field.default));
  }
}

interface OtherRule {
  choice: string;
  other: OtherDescription;
}

function otherRules(fields: readonly QuestionnaireField[]): OtherRule[] {
  return fields.flatMap((field) =>
    (field.kind === 'select' || field.kind === 'radio' || field.kind === 'multi') && field.other ? [{ choice: field.name, other: field.other }] : [],
  );
}

function chose(value: unknown, option: string): boolean {
  return Array.isArray(value) ? value.includes(option) : value === option;
}

function blank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** The object of `fields`, with each "other" choice requiring its description. */
function objectSchema(fields: readonly QuestionnaireField[], today: () => CalendarDate) {
  const shape: Record<string, Schema> = {};
  for (const field of fields) shape[field.name] = fieldSchema(field, today);
  const rules = otherRules(fields);
  for (const { other } of rules) shape[other.name] = optionalText(other.maxLength);
  return z.object(shape).check(
    z.superRefine((answers, ctx) => {
      for (const { choice, other } of rules) {
        if (chose(answers[choice], other.value) && blank(answers[other.name])) {
          ctx.addIssue({ code: 'custom', message: other.message, path: [other.name], input: answers[other.name] });
        }
      }
    }),
  );
}

/**
 * One step's fields as the wizard checks them before moving on (the review step accepts anything).
 * Values are the form's own (empty strings for unanswered texts and choices).
 */
export function stepSchemaFor(definition: QuestionnaireDefinition, stepIndex: number, options: SchemaOptions = {}) {
  const step: QuestionnaireStep | undefined = definition.steps[stepIndex];
  if (!step) throw new RangeError(`${definition.id} has no step ${stepIndex}`);
  return objectSchema(step.fields, options.today ?? latestTodayOnEarth);
}

/**
 * The whole answer set, as the API receives it and stores it: texts trimmed, empty optional answers as
 * null, a description dropped when its "other" is not chosen, derived answers (the zodiac sign) worked
 * out here and never taken from the body, unknown keys dropped.
 */
export function answersSchemaFor(definition: QuestionnaireDefinition, options: SchemaOptions = {}): z.ZodMiniType<QuestionnaireAnswers, unknown> {
  const fields = definition.steps.flatMap((step) => step.fields);
  const rules = otherRules(fields);
  return z.pipe(
    objectSchema(fields, options.today ?? latestTodayOnEarth),
    z.transform((parsed) => {
      const answers = { ...parsed } as QuestionnaireAnswers;
      for (const { choice, other } of rules) if (!chose(answers[choice], other.value)) answers[other.name] = null;
      for (const derived of definition.derived ?? []) answers[derived.name] = derived.derive(answers);
      return answers;
    }),
  );
}
