import { useSearchParams } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useOrderByCode } from '@/features/readings';
import { parseCodeParam } from '@/lib/request-code-param';
import { AdminHeader } from '@/features/admin';
import { lookupErrorMessage, TEST_PAGE_MESSAGES } from '../lib/messages';
import { CodeLookupForm } from './code-lookup-form';
import { OrderDetails } from './order-details';

/**
 * `/test-confirm[?code=...]`, a staff tool: look a request up by code and mark it
 * confirmed. The code lives in the URL, so a look-up can be reloaded, shared with a colleague or
 * opened from a support mail.
 */
export function TestConfirmScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('code') ?? '';
  const param = parseCodeParam(raw);
  const code = param.state === 'valid' ? param.code : undefined;
  const lookup = useOrderByCode(code);

  const lookUp = (next: string) => {
    // The same code again means "fresh, please": the cached answer may be minutes old.
    if (next === code) void lookup.refetch();
    else setSearchParams({ code: next });
  };

  let result;
  if (param.state === 'missing') {
    result = <p className="text-sm text-mist-muted">Enter a request code to look up its reading.</p>;
  } else if (param.state === 'invalid') {
    result = <Notice tone="danger">{TEST_PAGE_MESSAGES.orderNotFound}</Notice>;
  } else if (lookup.isPending) {
    result = <Spinner label="Looking up the request..." className="py-10" />;
  } else if (lookup.isError) {
    result = <Notice tone="danger">{lookupErrorMessage(lookup.error)}</Notice>;
  } else {
    result = (
      <>
        {/* The card is long; a short line tells screen reader users the look-up worked. */}
        <p role="status" className="sr-only">
          Found the request of {lookup.data.order.userName}.
        </p>
        <OrderDetails key={code} code={param.code} data={lookup.data} />
      </>
    );
  }

  return (
    <div className="max-w-2xl">
      <AdminHeader title="Test confirmation" />
      <p className="mb-4 text-sm text-mist-muted">Look up a request by its code and mark its reading confirmed.</p>
      {/* Keyed by the URL's code: Back and Forward refill the field with the code being shown. */}
      <CodeLookupForm key={raw} defaultCode={raw} busy={lookup.isFetching} onLookUp={lookUp} />
      <div className="mt-6" aria-busy={lookup.isFetching}>
        {result}
      </div>
    </div>
  );
}
