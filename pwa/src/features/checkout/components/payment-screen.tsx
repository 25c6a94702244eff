import { paths } from '@/app/paths';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CheckoutPanel } from './checkout-panel';
import { OrderSummary } from './order-summary';
import { SummaryTestimonials } from './summary-testimonials';

/**
 * `/payment/:id` "Complete Your Order": the shop's payment form beside the order summary. On phones the
 * summary comes first (what am I paying for?), then the form, then the testimonials.
 */
export function PaymentScreen({ code }: { code: string }) {
  useDocumentTitle('Complete Your Order');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 text-center">
        <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">Secure checkout</p>
        <h1 className="text-3xl text-gold-300 sm:text-4xl">Complete Your Order</h1>
        <p className="mx-auto mt-3 max-w-xl text-lg text-mist-muted">
          Unlock your Premium Soulmate Reading and its three bonus readings.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="lg:col-start-2 lg:row-start-1">
          <OrderSummary code={code} />
        </div>
        <Card className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <h2 className="mb-5 text-xl text-gold-300">Payment details</h2>
          <CheckoutPanel code={code} variant="page" successHref={paths.upsell.href(code)} />
        </Card>
        <div className="lg:col-start-2">
          <SummaryTestimonials />
        </div>
      </div>
    </div>
  );
}
