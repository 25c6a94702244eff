import type { AdminQuestionnaireAnswers } from '@shared/schemas/admin';
import { formatDateTime } from '../../lib/due';

/**
 * The customer's questionnaire answers as the questionnaire asked them: its title, each question's label
 * and the answer in the customer's own choice of words (the server lays them out from the definition).
 */
export function QuestionnaireAnswers({ questionnaire }: { questionnaire: AdminQuestionnaireAnswers | null }) {
  // Free readings and products that ask nothing have none; the others until the customer answers.
  if (!questionnaire) return null;
  return (
    <div className="mt-4 border-t border-violet-400/20 pt-3">
      <h4 className="font-sans text-sm font-semibold text-gold-200">{questionnaire.title}</h4>
      <p className="mt-0.5 text-xs text-mist-muted">
        Answered {formatDateTime(questionnaire.receivedAt)}
        {questionnaire.submittedBy === 'code_holder' && ' with the order’s link (not signed in)'}
      </p>
      <dl className="mt-3 grid gap-y-3 text-sm">
        {questionnaire.answers.map(([label, answer], index) => (
          <div key={index}>
            <dt className="text-xs font-semibold tracking-wide text-mist-muted uppercase">{label}</dt>
            <dd className="mt-0.5 break-words whitespace-pre-line text-mist">{answer}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
