import { useParams } from 'react-router';
import { QuestionnaireScreen } from '@/features/account/components/questionnaire-screen';

/** Every product's questionnaire path (paths.questionnaires): `:id` is the order id or request code. */
export default function QuestionnaireRoute() {
  return <QuestionnaireScreen param={useParams().id} />;
}
