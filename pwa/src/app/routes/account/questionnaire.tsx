import { matchPath, useLocation, useParams } from 'react-router';
import { QUESTIONNAIRE_PATTERNS, questionnaireOfPattern } from '@shared/domain/questionnaire-pages';
import { QuestionnaireScreen } from '@/features/questionnaires/components/questionnaire-screen';

/** Every product's questionnaire path (paths.questionnaires): `:id` is the order id or request code. */
export default function QuestionnaireRoute() {
  const { pathname } = useLocation();
  const pattern = Object.values(QUESTIONNAIRE_PATTERNS).find((candidate) => matchPath(candidate, pathname));
  return <QuestionnaireScreen param={useParams().id} pageQuestionnaire={(pattern && questionnaireOfPattern(pattern)) ?? 'generic'} />;
}
