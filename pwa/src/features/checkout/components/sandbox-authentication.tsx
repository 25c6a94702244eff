import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ShieldCheckIcon } from '@/components/ui/icons';
import { CHECKOUT_COPY } from '../lib/checkout-copy';

/**
 * Test mode's stand-in for the bank's 3-D Secure window (card 4000 0025 0000 3155): the customer
 * completes or fails the check, as Stripe's test page lets them.
 */
export function SandboxAuthentication({ processing, onComplete, onFail }: { processing: boolean; onComplete: () => void; onFail: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The card form was replaced under the keyboard focus: move it to this step's heading.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="sandbox-auth-title" className="flex flex-col gap-4 rounded-[var(--radius-control)] border border-violet-400/40 bg-night-950/60 p-5 text-center">
      <ShieldCheckIcon className="mx-auto size-10 text-gold-300" />
      <h3 id="sandbox-auth-title" ref={heading} tabIndex={-1} className="text-xl text-gold-300 focus:outline-none">
        Test authentication
      </h3>
      <p className="text-sm text-mist-muted">
        Your bank would ask you to confirm this payment now. {CHECKOUT_COPY.testModeBanner}: choose how the check ends.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={onComplete} disabled={processing} aria-busy={processing || undefined}>
          {processing ? CHECKOUT_COPY.processing : 'Complete'}
        </Button>
        <Button variant="secondary" onClick={onFail} disabled={processing}>
          Fail
        </Button>
      </div>
    </section>
  );
}
