import { useMemo, useState } from 'react';
import { BRAND } from '@shared/domain/brand';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/config/paths';
import { MailIcon } from '@/components/ui/icons';
import { useOrder } from '@/features/readings';
import { ReturnHomeRow } from '@/components/screen/return-home-button';
import { ScreenContainer, ScreenHeading } from '@/components/screen/screen-container';
import { StatusView } from '@/components/screen/status-view';
import { loadErrorKind } from '@/lib/load-error';
import { parseCodeParam } from '@/lib/request-code-param';
import { readLastSubmittedOrder } from '../lib/last-submitted-order';
import { CONFIRM_REQUEST_ACTION, CONFIRM_REQUEST_SUBJECT } from '@shared/domain/mail-copy';
import { REQUEST_NOT_FOUND } from './copy';
import { EmailPreview } from './email-preview';
import { EmailAddress } from '@/components/ui/email-address';

/**
 * `/submission-success/:id?` (or `?code=`): "confirm by e-mail". Uses the order this tab just submitted,
 * else fetches it. Without a code, or when the fetch cannot be made (offline), the generic wording
 * stands; a code that is no request of ours is said to be so, since no confirmation was sent for it.
 */
export function SubmissionSuccessScreen({ code: rawCode }: { code: string | undefined }) {
  const param = parseCodeParam(rawCode);
  const code = param.state === 'valid' ? param.code : undefined;
  const stored = useMemo(() => (code ? readLastSubmittedOrder(code) : undefined), [code]);
  const { data: fetched, error } = useOrder(code, { enabled: !stored });
  const order = stored ?? fetched;
  const [showPreview, setShowPreview] = useState(false);
  const notFound = param.state === 'invalid' || loadErrorKind(error) === 'not-found';
  useDocumentTitle(notFound ? REQUEST_NOT_FOUND.title : 'Check Your Email');

  if (notFound) {
    return (
      <StatusView
        {...REQUEST_NOT_FOUND}
        action={
          <ButtonLink to={paths.freeReading.href()} size="lg">
            Get Your Free Reading
          </ButtonLink>
        }
      />
    );
  }

  return (
    <ScreenContainer>
      <ScreenHeading icon={<MailIcon />} title="Check Your Email to Confirm">
        <p>
          Thank you{order ? `, ${order.userName}` : ''}! We've sent a confirmation link to{' '}
          {order ? <EmailAddress address={order.email} className="font-semibold text-mist" /> : 'your email address'}.
        </p>
      </ScreenHeading>
      <div className="space-y-6">
        <Notice tone="info" title="Your request is not complete yet">
          <p>The link never expires, but we can only begin your reading and soulmate sketch once you've confirmed it.</p>
        </Notice>
        <Card>
          <h2 className="mb-4 text-2xl text-gold-300">One Last Step</h2>
          <ol className="list-decimal space-y-3 pl-5 leading-relaxed marker:font-semibold marker:text-gold-300">
            <li>
              Open the email from {BRAND.name} with the subject <q className="text-mist">{CONFIRM_REQUEST_SUBJECT}</q>.
            </li>
            <li>Click the <strong className="text-mist">{CONFIRM_REQUEST_ACTION}</strong> button inside.</li>
            <li>Can't see it within a few minutes? Check your spam or promotions folder.</li>
          </ol>
          {order && <p className="mt-5 text-sm text-mist-muted">Your order number: {order.orderNumber}</p>}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Button
              variant="secondary"
              aria-expanded={showPreview}
              aria-controls="confirmation-email-preview"
              onClick={() => setShowPreview((shown) => !shown)}
            >
              Preview confirmation email
              <span aria-hidden="true" className={showPreview ? 'rotate-180 transition' : 'transition'}>
                ▾
              </span>
            </Button>
            <Link
              to={paths.confirmRequest.href()}
              className="text-center font-semibold text-gold-200 underline underline-offset-4 hover:text-gold-300"
            >
              Didn't get the e-mail?
            </Link>
          </div>
        </Card>
        <div id="confirmation-email-preview" hidden={!showPreview}>
          <EmailPreview name={order?.userName} />
        </div>
        <ReturnHomeRow className="pt-2" />
      </div>
    </ScreenContainer>
  );
}
