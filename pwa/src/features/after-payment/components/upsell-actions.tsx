import { useEffect, useId, useRef } from 'react';
import { formatMoney } from '@shared/domain/money';
import { paths } from '@/config/paths';
import { Button, ButtonLink } from '@/components/ui/button';
import { LockIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { usePrices } from '@/features/checkout';
import type { UpsellStep } from '../lib/use-upsell-flow';
import { OFFER_REFUSALS, UPSELL_MESSAGES } from '../lib/upsell-messages';

interface UpsellActionsProps {
  code: string;
  step: UpsellStep;
  busy: boolean;
  expired: boolean;
  /** Test mode: say plainly that nothing real is charged. */
  testMode: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

const linkButton =
  'rounded px-2 py-2 text-mist-muted underline underline-offset-4 hover:text-mist disabled:cursor-not-allowed disabled:opacity-60';

/** The offer's answers: one-click accept with what it charges, a decline, and what went wrong if anything. */
export function UpsellActions({ code, step, busy, expired, testMode, onAccept, onDecline }: UpsellActionsProps) {
  const noteId = useId();
  const upsellCents = usePrices().data?.upsell.priceCents;
  const acceptRef = useRef<HTMLButtonElement>(null);
  const unpaidRef = useRef<HTMLDivElement>(null);
  const refusedRef = useRef<HTMLDivElement>(null);

  // The accept button was disabled while charging, which drops keyboard focus: after a failure put it
  // on the next thing to do (the alert itself is announced by its role).
  useEffect(() => {
    if (step.kind === 'failed') acceptRef.current?.focus();
    // ButtonLink takes no ref: reach the payment link through its wrapper.
    if (step.kind === 'unpaid') unpaidRef.current?.querySelector('a')?.focus();
    if (step.kind === 'refused') refusedRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [step]);

  if (step.kind === 'refused') {
    const refusal = OFFER_REFUSALS[step.reason];
    return (
      <div ref={refusedRef} className="flex flex-col items-stretch gap-4 text-center">
        <Notice title={refusal.title}>
          <p>{refusal.message}</p>
          {step.reason === 'offer_not_yours' && (
            <ButtonLink to={paths.login.href(paths.upsell.href(code))} variant="secondary" size="sm" className="mt-3">
              Sign In
            </ButtonLink>
          )}
        </Notice>
        <Button size="lg" onClick={onDecline} disabled={busy}>
          Continue to my reading
        </Button>
      </div>
    );
  }

  if (expired) {
    return (
      <div className="flex flex-col items-stretch gap-4 text-center">
        <p className="text-mist-muted">This one-time offer is no longer available. Your reading is on its way.</p>
        <Button size="lg" onClick={onDecline} disabled={busy}>
          Continue to my reading
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-stretch gap-4">
      {step.kind === 'failed' && (
        <Notice tone="danger" title="Payment failed">
          <p>{step.message}</p>
          <p className="mt-1 text-sm">You can try again, or continue without the offer.</p>
        </Notice>
      )}
      {step.kind === 'unpaid' && (
        <div ref={unpaidRef}>
          <Notice tone="danger" title="Payment needed">
            <p>{UPSELL_MESSAGES.firstPaymentNeeded}</p>
            <ButtonLink to={paths.payment.href(code)} variant="secondary" size="sm" className="mt-3">
              Complete Your Payment
            </ButtonLink>
          </Notice>
        </div>
      )}
      {/* Without a first payment there is no card to charge: the way on is the payment link above. */}
      {step.kind !== 'unpaid' && (
        <>
          <Button ref={acceptRef} size="lg" className="w-full" onClick={onAccept} disabled={busy} aria-describedby={noteId}>
            {busy ? 'Processing...' : 'Yes! Add to My Order'}
          </Button>
          <p id={noteId} className="text-center text-sm text-mist-muted">
            <LockIcon className="mr-1.5 inline size-4 -translate-y-px align-middle text-gold-300" />
            Your card from your first payment will be charged
            {upsellCents !== undefined && (
              <>
                {' '}
                <strong className="text-mist">{formatMoney(upsellCents)}</strong>
              </>
            )}
            . One click, nothing to type.
          </p>
        </>
      )}
      {testMode && (
        <p className="mx-auto rounded-full border border-gold-300/40 px-3 py-1 text-xs font-semibold text-gold-200">
          Test mode — no real charge
        </p>
      )}
      <button type="button" className={linkButton} onClick={onDecline} disabled={busy}>
        No thanks, continue to my reading
      </button>
    </div>
  );
}
