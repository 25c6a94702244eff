import type { ReactNode } from 'react';
import type { OrderStatus } from '@shared/domain/order-lifecycle';
import { FULL_READING_PRODUCT_ID } from '@shared/domain/products';
import { readingViewHref } from '@shared/domain/reading-content';
import type { ReadingAccess } from '@shared/domain/reading-preview';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { CheckCircleIcon } from '@/components/ui/icons';
import { ReturnHomeButton } from '@/components/screen/return-home-button';
import { ScreenContainer } from '@/components/screen/screen-container';
import { paidReadingWords } from '@/features/readings';

/** The one next step (answer the questions, read the reading), then the order's page; or the order's page alone. */
function NextStep({ code, access, next }: { code: string; access: ReadingAccess; next: 'answer' | 'read' | 'wait' }) {
  const order = (primary: boolean) => (
    <ButtonLink to={paths.complete.href(code)} size="lg" variant={primary ? 'primary' : 'secondary'}>
      See Your Order
    </ButtonLink>
  );
  if (next === 'wait') {
    return (
      <>
        {order(true)}
        <ReturnHomeButton variant="secondary" />
      </>
    );
  }
  let step: ReactNode;
  if (next === 'answer') step = <ButtonLink to={paths.onboarding.href(code)} size="lg">Answer the Questions</ButtonLink>;
  else if (access === 'preview') step = <ButtonLink to={paths.login.href(paths.dashboard.href())} size="lg">Log In to Read It</ButtonLink>;
  else step = <ButtonLink to={readingViewHref(FULL_READING_PRODUCT_ID, code)} size="lg">Read Your Full Reading</ButtonLink>;
  return (
    <>
      {step}
      {order(false)}
    </>
  );
}

/**
 * A paid order is not sold again: the preview pages say so, say where the full reading stands (the
 * order's status: waiting for answers, being prepared, ready) and lead on to its next step, or to the
 * order's page that lists what it bought (`/complete/{code}`). The paid reading belongs to the account:
 * a visitor with the link alone (`access` preview) is asked to log in, where the reading opens in full.
 */
export function AlreadyPaidView({ code, name, access, status }: { code: string; name: string; access: ReadingAccess; status: OrderStatus }) {
  const words = paidReadingWords(status);
  return (
    <ScreenContainer className="max-w-xl">
      <Card className="text-center">
        <CheckCircleIcon className="mx-auto mb-4 size-12 text-success" />
        <h1 className="mb-3 text-2xl text-gold-300 sm:text-3xl">{words.heading}</h1>
        <p className="mb-8 text-mist-muted">
          Thank you, {name}: {words.sentence}
        </p>
        {access === 'preview' && (
          <p className="-mt-4 mb-8 text-sm text-mist-muted">
            Your reading lives in your account: log in with the e-mail you paid with to read it in full. The payment
            e-mail has the link to set your password.
          </p>
        )}
        <div className="flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <NextStep code={code} access={access} next={words.next} />
        </div>
      </Card>
    </ScreenContainer>
  );
}
