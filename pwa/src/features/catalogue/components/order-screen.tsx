import type { Product } from '@shared/schemas/product';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProduct } from '../api/get-product';
import { OrderForm } from './order-form';
import { OrderSummaryCard } from './order-summary-card';
import { ProductLoadState } from './product-load-state';

/** `/order/:slug`: who the reading is for, beside what it is; then the payment page. */
export function OrderScreen({ slug }: { slug: string }) {
  const query = useProduct(slug);
  return <ProductLoadState query={query}>{(product) => <OrderLayout product={product} />}</ProductLoadState>;
}

function OrderLayout({ product }: { product: Product }) {
  useDocumentTitle(`Order ${product.name}`);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 text-center">
        <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">Your order</p>
        <h1 className="text-3xl text-gold-300 sm:text-4xl">Order Your {product.name}</h1>
        <p className="mx-auto mt-3 max-w-xl text-lg text-mist-muted">Tell us who the reading is for. You'll pay securely on the next page.</p>
      </header>
      {/* The form first: on a phone the visitor has just read about the reading and came to order it. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <Card>
          <h2 className="mb-5 text-xl text-gold-300">Your Details</h2>
          <OrderForm product={product} />
        </Card>
        <OrderSummaryCard product={product} />
      </div>
    </div>
  );
}
