import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AlertIcon, CheckCircleIcon, CloudOffIcon } from '@/components/ui/icons';
import { CHECKOUT_COPY } from '../lib/checkout-copy';

/** The non-form states of the checkout, sized to fit the dialog and the page's form card alike. */
function StateBlock({ icon, title, role, children }: { icon: ReactNode; title: string; role?: 'alert' | 'status'; children?: ReactNode }) {
  return (
    <div role={role} className="flex flex-col items-center gap-3 py-8 text-center [&>svg]:size-12">
      {icon}
      <h3 className="text-2xl text-gold-300">{title}</h3>
      {children}
    </div>
  );
}

export function CheckoutLoading() {
  return <Spinner label={CHECKOUT_COPY.loading} className="py-12" />;
}

export function CheckoutSetupError({ onRetry }: { onRetry: () => void }) {
  return (
    <StateBlock role="alert" icon={<AlertIcon className="text-danger" />} title={CHECKOUT_COPY.setupTitle}>
      <p className="text-mist-muted">{CHECKOUT_COPY.setupMessage}</p>
      <Button className="mt-2" onClick={onRetry}>
        Try Again
      </Button>
    </StateBlock>
  );
}

export function CheckoutOffline({ onRetry }: { onRetry: () => void }) {
  return (
    <StateBlock role="alert" icon={<CloudOffIcon className="text-gold-300" />} title="No connection">
      <p className="text-mist-muted">{CHECKOUT_COPY.offline}</p>
      <Button variant="secondary" className="mt-2" onClick={onRetry}>
        Try Again
      </Button>
    </StateBlock>
  );
}

export function CheckoutSuccess() {
  return (
    <StateBlock role="status" icon={<CheckCircleIcon className="text-success" />} title={CHECKOUT_COPY.success}>
      <p className="text-mist-muted">Thank you! Taking you to the next step...</p>
    </StateBlock>
  );
}

/** The order was paid before (another tab, an earlier visit): nothing to sell, show the way on (`href`). */
export function CheckoutAlreadyPaid({ href }: { href: string }) {
  return (
    <StateBlock role="status" icon={<CheckCircleIcon className="text-success" />} title="Already paid">
      <p className="text-mist-muted">This order is already paid. Thank you! Your full reading is on its way.</p>
      <ButtonLink to={href} className="mt-2">
        See Your Order
      </ButtonLink>
    </StateBlock>
  );
}

/** The order was paid and then refunded: it takes no payment again, and its page says when it was refunded. */
export function CheckoutRefunded({ code }: { code: string }) {
  return (
    <StateBlock role="status" icon={<AlertIcon className="text-gold-300" />} title="Order refunded">
      <p className="text-mist-muted">This order was refunded, so there is nothing to pay. Its page shows when the money went back.</p>
      <ButtonLink to={paths.request.href(code)} variant="secondary" className="mt-2">
        View my order
      </ButtonLink>
    </StateBlock>
  );
}

export function CheckoutNotFound() {
  return (
    <StateBlock role="alert" icon={<AlertIcon className="text-gold-300" />} title="Reading Not Found">
      <p className="text-mist-muted">We couldn't find your reading. Please check your link and try again.</p>
      <ButtonLink to={paths.home.href()} variant="secondary" className="mt-2">
        Return to Home
      </ButtonLink>
    </StateBlock>
  );
}
