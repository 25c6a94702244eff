import { useState } from 'react';
import type { QuestionnaireId } from '@shared/domain/questionnaire-path';
import { QUESTIONNAIRES } from '@shared/questionnaires';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckCircleIcon } from '@/components/ui/icons';
import { PageSpinner } from '@/components/ui/spinner';
import { formatOrderDate, OrdersError, OrderStatusBadge } from '@/features/orders';
import { StatusView } from '@/components/screen/status-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useQuestionnaireOrder, type OrderSummary } from '../lib/use-questionnaire-order';
import { QuestionnaireWizard } from './questionnaire-wizard';

export const MISSING_ID_MESSAGE = 'Reading ID is missing. Please try again.';

function ToDashboard() {
  return (
    <ButtonLink to={paths.dashboard.href()} size="lg">
      Return to Dashboard
    </ButtonLink>
  );
}

/** Which order the answers are for, beside the steps. */
function OrderSummaryCard({ order }: { order: OrderSummary }) {
  return (
    <Card className="flex flex-col gap-1.5 p-4">
      <p className="text-xs font-semibold tracking-wide text-mist-muted uppercase">Your order</p>
      {order.productName && <p className="text-lg text-gold-200">{order.productName}</p>}
      <p className="text-sm text-mist-muted">
        Order {order.orderNumber} · <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
      </p>
      {order.status && <OrderStatusBadge status={order.status} className="self-start" />}
    </Card>
  );
}

/** The server already has this order's answers (sent from another device, or earlier). */
function AlreadyAnswered() {
  return (
    <StatusView
      title="We have your answers"
      message={
        <p className="flex flex-col items-center gap-3">
          <CheckCircleIcon className="size-8 text-success" />
          Your questionnaire for this reading is complete. Your reading is being prepared by our spiritual advisors.
        </p>
      }
      action={<ToDashboard />}
    />
  );
}

/**
 * Every questionnaire page (`/questionnaire/:id`, `/soulmate-questionnaire/:id`, ... ; paths.questionnaires):
 * the order named by the path, then the questionnaire of its product in the one wizard.
 */
export function QuestionnaireScreen({ param, pageQuestionnaire }: { param: string | undefined; pageQuestionnaire: QuestionnaireId }) {
  const target = useQuestionnaireOrder(param, pageQuestionnaire);
  const definition = QUESTIONNAIRES[target.state === 'ready' ? target.questionnaireId : pageQuestionnaire];
  useDocumentTitle(definition.copy.title);
  // Whether the server had the answers when the page opened; the order turning "In Progress" once
  // this page's own answers arrive must not swap the wizard out during its "Received" moment.
  const [answeredAtOpen, setAnsweredAtOpen] = useState<boolean>();
  if (target.state === 'ready' && answeredAtOpen === undefined) setAnsweredAtOpen(target.answered);

  switch (target.state) {
    case 'no-id':
      return <StatusView title="Reading Not Found" message={MISSING_ID_MESSAGE} action={<ToDashboard />} />;
    case 'loading':
      return <PageSpinner label="Loading your questionnaire..." />;
    case 'failed':
      return (
        <div className="px-4 py-16">
          <OrdersError onRetry={target.retry} retrying={false} />
        </div>
      );
    case 'missing':
      return (
        <StatusView
          title="Reading Not Found"
          message="We couldn't find this reading on your account. Please check your dashboard for your readings."
          action={<ToDashboard />}
        />
      );
    case 'ready':
      if (answeredAtOpen ?? target.answered) return <AlreadyAnswered />;
      return (
        <QuestionnaireWizard
          definition={definition}
          orderRef={target.ref.text}
          alsoKnownAs={target.alsoKnownAs}
          summary={target.order && <OrderSummaryCard order={target.order} />}
        />
      );
  }
}
