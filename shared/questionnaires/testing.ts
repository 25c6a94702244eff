import type { CalendarDate } from '../domain/calendar-date';
import type { QuestionnaireDefinition } from './definition';
import { answersSchemaFor, stepSchemaFor, type QuestionnaireAnswers } from './schema';

/** A fixed "today" for date rules: 2024-03-01, the day after a leap day. */
export const TODAY: CalendarDate = { year: 2024, month: 3, day: 1 };
const options = { today: () => TODAY };

/** The messages an answer set gets, by answer name (the first per name), or {} when it passes. */
export function messagesFor(definition: QuestionnaireDefinition, answers: Record<string, unknown>): Record<string, string> {
  return messages(answersSchemaFor(definition, options).safeParse(answers));
}

/** The same for one step, as the wizard checks it before moving on. */
export function stepMessagesFor(definition: QuestionnaireDefinition, step: number, values: Record<string, unknown>): Record<string, string> {
  return messages(stepSchemaFor(definition, step, options).safeParse(values));
}

/** The stored answer set, or a thrown error listing why it was refused. */
export function parsed(definition: QuestionnaireDefinition, answers: Record<string, unknown>): QuestionnaireAnswers {
  const result = answersSchemaFor(definition, options).safeParse(answers);
  if (!result.success) throw new Error(JSON.stringify(messages(result)));
  return result.data;
}

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

/** `n` characters, with spaces around that trimming must not count. */
export function chars(n: number): string {
  return `  ${'a'.repeat(n)}  `;
}
