import { useNavigate } from 'react-router';
import { QUESTIONNAIRES } from '@shared/questionnaires';
import { paths } from '@/config/paths';
import { Card } from '@/components/ui/card';
import { HeartIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrder } from '@/features/readings';
import { ScreenContainer, ScreenHeading } from '@/components/screen/screen-container';
import { StatusView } from '@/components/screen/status-view';
import { loadErrorKind } from '@/lib/load-error';
import { parseCodeParam } from '@/lib/request-code-param';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { ORDER_NOT_FOUND } from '../lib/copy';
import { QuestionnaireWizard } from '@/features/questionnaires';

/**
 * `/onboarding/:id`: the profile questionnaire after payment. The form does not wait for the order
 * (offline it can still be filled in, and the answers wait on the device); the order only greets by
 * name, or says the link is wrong.
 */
export function OnboardingScreen({ code: rawCode }: { code: string | undefined }) {
  useDocumentTitle('Complete Your Profile');
  useScrollToTop();
  const param = parseCodeParam(rawCode);
  const code = param.state === 'valid' ? param.code : undefined;
  const { data: order, error } = useOrder(code);
  const navigate = useNavigate();

  if (!code || loadErrorKind(error) === 'not-found') return <StatusView {...ORDER_NOT_FOUND} />;

  return (
    <ScreenContainer className="max-w-2xl">
      <ScreenHeading icon={<HeartIcon />} title="Complete Your Profile">
        <p>
          {order ? `Welcome, ${order.userName}. ` : ''}A few questions about your love life help our psychics make your
          reading and soulmate sketch truly yours.
        </p>
      </ScreenHeading>
      <Card className="p-5 sm:p-8">
        {/* The questionnaire engine's one-step form; once the answers are received, the order's completion page. */}
        <QuestionnaireWizard definition={QUESTIONNAIRES.onboarding} orderRef={code} onReceived={() => void navigate(paths.complete.href(code))} />
      </Card>
    </ScreenContainer>
  );
}
