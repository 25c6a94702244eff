import { useState } from 'react';
import { useLocation } from 'react-router';
import { isCatalogueProduct } from '@shared/domain/products';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { PageSpinner } from '@/components/ui/spinner';
import { placedSignedOutFrom, useProducts } from '@/features/catalogue';
import { useSignedInUser } from '@/features/auth';
import { RefundedOrder, useOrder } from '@/features/readings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CHECKOUT_COPY } from '../lib/checkout-copy';
import { afterPaymentHref } from '../lib/payment-navigation';
import { CatalogueOrderSummary } from './catalogue-order-summary';
import { CheckoutPanel } from './checkout-panel';
import { OrderSummary } from './order-summary';
import { PaidOrderScreen } from './paid-order-screen';
import { SummaryTestimonials } from './summary-testimonials';

/**
 * `/payment/:id` "Complete Your Order": the shop's payment form beside the order summary. On phones the
 * summary comes first (what am I paying for?), then the form, then the testimonials. The funnel's
 * reading and a catalogue order share it; the order's product picks the summary and the words.
 */
export function PaymentScreen({ code }: { code: string }) {
  useDocumentTitle('Complete Your Order');
  const order = useOrder(code);
  const catalogue = order.data !== undefined && isCatalogueProduct(order.data.productId);
  const products = useProducts({ enabled: catalogue });
  const product = catalogue ? products.data?.find((candidate) => candidate.id === order.data?.productId) : undefined;
  const placedSignedOut = placedSignedOutFrom(useLocation().state);
  const signedIn = useSignedInUser();
  // The order as this visit found it: a payment made here keeps its success screen until it moves on,
  // even if the order is read again meanwhile.
  const [arrived, setArrived] = useState(order.data);
  if (arrived === undefined && order.data !== undefined) setArrived(order.data);

  // Which summary to show depends on the order; a failed read leaves the panel to say why.
  if (order.isPending && order.fetchStatus !== 'paused') return <PageSpinner label={CHECKOUT_COPY.loading} />;
  // Paid or refunded before this visit: nothing to complete, so no "Complete Your Order" above it.
  if (arrived?.refundedAt) return <RefundedOrder name={arrived.userName} orderNumber={arrived.orderNumber} refundedAt={arrived.refundedAt} />;
  if (arrived?.isPaid) return <PaidOrderScreen order={arrived} href={afterPaymentHref(code, arrived, signedIn?.username)} />;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 text-center">
        <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">Secure checkout</p>
        <h1 className="text-3xl text-gold-300 sm:text-4xl">Complete Your Order</h1>
        <p className="mx-auto mt-3 max-w-xl text-lg text-mist-muted">
          {catalogue ? `One step left: pay for your ${product?.name ?? 'reading'}.` : 'Unlock your Premium Soulmate Reading and its three bonus readings.'}
        </p>
      </header>
      {placedSignedOut && (
        <Notice title="Where your order will be" className="mx-auto mb-6 max-w-3xl">
          <p>
            Your order is saved to the account of the e-mail you gave. New here? Your receipt brings a link to set your password.
            Already have an account? Log in after paying to see it in your dashboard.
          </p>
        </Notice>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="lg:col-start-2 lg:row-start-1">{catalogue ? <CatalogueOrderSummary code={code} product={product} /> : <OrderSummary code={code} />}</div>
        <Card className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <h2 className="mb-5 text-xl text-gold-300">Payment details</h2>
          <CheckoutPanel code={code} variant="page" />
        </Card>
        <div className="lg:col-start-2">
          <SummaryTestimonials />
        </div>
      </div>
    </div>
  );
}
