import { parseCalendarDate } from '../domain/calendar-date';
import type { QuestionnaireDefinition, QuestionnaireField } from './definition';

/** One answer as a person reads it: the question's label and the answer in words. */
export interface DescribedAnswer {
  name: string;
  label: string;
  /** Undefined when the answer was left empty. */
  text: string | undefined;
}

export interface DescribedStep {
  id: string;
  title: string;
  answers: DescribedAnswer[];
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function labelOf(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** An answer in words: option labels for choices, a long date, Yes/No, the slider's label beside its number. */
export function describeAnswer(field: QuestionnaireField, value: unknown): string | undefined {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return text(value);
    case 'select':
    case 'radio': {
      const chosen = text(value);
      return chosen === undefined ? undefined : labelOf(field.options, chosen);
    }
    case 'multi':
      return Array.isArray(value) && value.length > 0 ? value.map((item) => labelOf(field.options, String(item))).join(', ') : undefined;
    case 'date': {
      const day = typeof value === 'string' ? parseCalendarDate(value) : undefined;
      return day ? LONG_DATE.format(Date.UTC(day.year, day.month - 1, day.day)) : undefined;
    }
    case 'slider': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
      const label = field.labels.find((point) => point.value === value)?.label;
      return label ? `${value} (${label})` : String(value);
    }
    case 'checkbox':
      return value === true ? 'Yes' : 'No';
  }
}

/**
 * A whole answer set laid out by the questionnaire's own steps and labels: the wizard's review step
 * and the staff's view of a submission. An "other" description follows its choice; derived answers
 * (the zodiac sign) come last.
 */
export function describeAnswers(definition: QuestionnaireDefinition, answers: Readonly<Record<string, unknown>>): DescribedStep[] {
  const steps: DescribedStep[] = definition.steps
    .filter((step) => !step.review)
    .map((step) => ({
      id: step.id,
      title: step.title,
      answers: step.fields.flatMap((field) => {
        const described: DescribedAnswer[] = [{ name: field.name, label: field.label, text: describeAnswer(field, answers[field.name]) }];
        if ((field.kind === 'select' || field.kind === 'radio' || field.kind === 'multi') && field.other) {
          const { other } = field;
          const chosen = answers[field.name];
          if (Array.isArray(chosen) ? chosen.includes(other.value) : chosen === other.value) {
            described.push({ name: other.name, label: other.label, text: text(answers[other.name]) });
          }
        }
        return described;
      }),
    }));
  const derived = (definition.derived ?? []).map((item) => ({ name: item.name, label: item.label, text: derivedText(item.derive(answers)) }));
  if (derived.length > 0) steps.push({ id: 'derived', title: 'Worked out for you', answers: derived });
  return steps;
}

function derivedText(value: string | null): string | undefined {
  if (value === null) return undefined;
  return value.charAt(0).toUpperCase() + value.slice(1);
}
