import { Card } from '@/components/ui/card';
import { HeartIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrder } from '@/features/readings/api/get-order';
import { ScreenContainer, ScreenHeading } from '@/features/readings/components/screen-container';
import { StatusView } from '@/features/readings/components/status-view';
import { loadErrorKind } from '@/features/readings/lib/load-error';
import { parseCodeParam } from '@/features/readings/lib/request-code-param';
import { useScrollToTop } from '@/features/readings/lib/use-scroll-to-top';
import { ORDER_NOT_FOUND } from '../lib/copy';
import { OnboardingForm } from './onboarding-form';

/**
 * `/onboarding/:id`: the profile questionnaire after payment. The form does not wait for the order
 * (offline it can still be filled in); the order only greets by name, or says the link is wrong.
 */
export function OnboardingScreen({ code: rawCode }: { code: string | undefined }) {
  useDocumentTitle('Complete Your Profile');
  useScrollToTop();
  const param = parseCodeParam(rawCode);
  const code = param.state === 'valid' ? param.code : undefined;
  const { data: order, error } = useOrder(code);

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
        <OnboardingForm code={code} />
      </Card>
    </ScreenContainer>
  );
}
