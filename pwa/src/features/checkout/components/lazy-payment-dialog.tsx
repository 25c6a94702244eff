import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { onIdle } from '@/lib/on-idle';
import type { PaymentDialogProps } from './payment-dialog';

const PaymentDialog = lazyWithPreload(() => import('./payment-dialog').then(({ PaymentDialog }) => ({ default: PaymentDialog })));

/**
 * The payment dialog loaded after the page instead of with it (the first-reading page's): Radix's
 * dialog, the checkout's form and the order's total were 13 of the page's 47 scripts and 45 KB of its
 * 264 KB, for a visitor who has not asked to pay yet. The code is asked for once the browser is idle
 * after the reading shows, and the dialog is mounted at the first opening, then kept (its closing
 * animation, the focus it gives back). A tap before the code has arrived shows a loading state.
 */
export function LazyPaymentDialog(props: PaymentDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) {
    setWanted(true);
    // After a failed load (offline), each opening asks again; otherwise this is the load under way.
    void PaymentDialog.preload().catch(() => undefined);
  }
  useEffect(() => onIdle(() => void PaymentDialog.preload().catch(() => undefined)), []);

  if (!wanted) return null;
  const failed = () => {
    setWanted(false);
    props.onOpenChange(false);
    toast({ title: 'Could not open the checkout', description: 'Please check your connection and try again.', variant: 'destructive' });
  };
  return (
    <CheckoutLoadBoundary onError={failed}>
      <Suspense fallback={<OpeningCheckout />}>
        <PaymentDialog {...props} />
      </Suspense>
    </CheckoutLoadBoundary>
  );
}

/** What a tap shows while the dialog's code is still on its way: the page dimmed, as the dialog will. */
function OpeningCheckout() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-night-950/70 backdrop-blur-sm">
      <Spinner label="Opening the checkout..." />
    </div>
  );
}

/** The dialog's chunk failed to load (offline before it was saved): the page stays, the tap can be tried again. */
class CheckoutLoadBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
