import { useMutation, useQuery } from '@tanstack/react-query';
import { ScreenContainer, ScreenHeading } from '@/components/screen/screen-container';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { errorMessage, hasErrorCode } from '@/lib/error-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { dailyHoroscopeLinkState, resubscribeDailyHoroscope, unsubscribeDailyHoroscope } from '../lib/subscription-api';

/** What the server says about a link that names no subscription: a token missing, mangled or unknown. */
const BAD_LINK_CODES = ['bad_request', 'validation_failed', 'not_found', 'link_expired'] as const;

const BAD_LINK = 'This unsubscribe link is not valid';

/** "e-mail" kept on one line: a line broken after "e-" reads as a stray hyphen. */
const EMAIL = <span className="whitespace-nowrap">e-mail</span>;

/**
 * `/horoscope/unsubscribe?token=...`: the daily horoscope mail's unsubscribe link. Opening the page does
 * nothing: mail providers' link scanners open every link, and must not unsubscribe anyone. The reader
 * presses "Unsubscribe"; once done, "Subscribe again" undoes it with the same token. A link used
 * already (the page asks the server, changing nothing) says it is done and offers "Subscribe again".
 */
export function UnsubscribeScreen({ token }: { token: string | null }) {
  useDocumentTitle('Unsubscribe');
  const unsubscribe = useMutation({ mutationFn: unsubscribeDailyHoroscope });
  const resubscribe = useMutation({ mutationFn: resubscribeDailyHoroscope });
  const state = useQuery({ queryKey: ['horoscope-link', token], queryFn: () => dailyHoroscopeLinkState(token!), enabled: Boolean(token), retry: false, staleTime: Infinity });
  const badLink =
    !token || hasErrorCode(state.error, 'bad_request', 'validation_failed') || hasErrorCode(unsubscribe.error, ...BAD_LINK_CODES) || hasErrorCode(resubscribe.error, ...BAD_LINK_CODES);
  const done = unsubscribe.isSuccess || state.data?.subscribed === false;

  let body;
  if (badLink) {
    body = (
      <Notice tone="danger" title={BAD_LINK}>
        Please use the link in your latest daily horoscope {EMAIL}.
      </Notice>
    );
  } else if (resubscribe.isSuccess) {
    body = (
      <Notice tone="success" title="You are subscribed again">
        Your daily horoscope arrives each morning as before.
      </Notice>
    );
  } else if (state.isPending) {
    body = <p className="text-mist" role="status">Checking your link...</p>;
  } else if (done) {
    body = (
      <div className="space-y-5">
        <Notice tone="success" title="You are unsubscribed">
          You will not receive the daily horoscope {EMAIL} any more.
        </Notice>
        {resubscribe.isError && <Notice tone="danger">{errorMessage(resubscribe.error, 'We could not subscribe you again. Please try again.', { serverWords: ['not_found'] })}</Notice>}
        <Button variant="secondary" className="w-full sm:w-auto" disabled={resubscribe.isPending} onClick={() => resubscribe.mutate(token)}>
          {resubscribe.isPending ? 'Subscribing...' : 'Subscribe again'}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="space-y-5">
        <p className="text-mist">Press the button to stop receiving the daily horoscope {EMAIL}.</p>
        {unsubscribe.isError && <Notice tone="danger">{errorMessage(unsubscribe.error, 'We could not unsubscribe you. Please try again.')}</Notice>}
        <Button className="w-full sm:w-auto" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
        </Button>
      </div>
    );
  }
  return (
    <ScreenContainer className="max-w-xl">
      {/* A non-breaking hyphen (U+2011): a phone would otherwise break the title after "E-". */}
      <ScreenHeading title={'Daily Horoscope E\u2011mails'} />
      <Card className="text-center sm:text-left" aria-live="polite">
        {body}
      </Card>
    </ScreenContainer>
  );
}
