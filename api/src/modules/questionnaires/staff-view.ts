import { QUESTIONNAIRES, describeAnswers, type QuestionnaireId } from '@shared/questionnaires';
import type { AdminQuestionnaireAnswers } from '@shared/schemas/admin';
import type { QuestionnairesRepo, StoredResponse } from './questionnaires.repo';

const NOT_ANSWERED = 'Not answered';

/** Stored answers in the questionnaire's own words: its title, then [label, answer as chosen] pairs. */
export function staffView(stored: StoredResponse): AdminQuestionnaireAnswers {
  const definition = QUESTIONNAIRES[stored.questionnaireId as QuestionnaireId];
  const steps = describeAnswers(definition, JSON.parse(stored.answersJson) as Record<string, unknown>);
  return {
    title: definition.copy.title,
    receivedAt: stored.createdAt,
    submittedBy: stored.submittedBy,
    answers: steps.flatMap((step) => step.answers.map((answer): [string, string] => [answer.label, answer.text ?? NOT_ANSWERED])),
  };
}

/** What the staff queue asks of this module: each order's counting answers, laid out for people. */
export function createStaffAnswers(repo: Pick<QuestionnairesRepo, 'countingFor'>) {
  return async (orderIds: number[]): Promise<Map<number, AdminQuestionnaireAnswers>> => {
    const counting = await repo.countingFor(orderIds);
    return new Map([...counting].map(([orderId, stored]) => [orderId, staffView(stored)]));
  };
}

export type StaffAnswers = ReturnType<typeof createStaffAnswers>;
