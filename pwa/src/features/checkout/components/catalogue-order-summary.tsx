import { Card } from '@/components/ui/card';
import type { Product } from '@shared/schemas/product';
import { ProductImage } from '@/features/catalogue';
import { OrderTotal } from './order-total';

/** The /payment page's summary for a catalogue order: the reading, and the server's total for it. */
export function CatalogueOrderSummary({ code, product }: { code: string; product: Product | undefined }) {
  return (
    <Card className="flex flex-col gap-4 border-gold-400/25">
      <h2 className="text-xl text-gold-300">Order Summary</h2>
      <div className="flex items-start gap-4">
        {product && <ProductImage product={product} className="w-24 rounded-lg" />}
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-mist">{product?.name ?? 'Your reading'}</p>
          {product && <p className="mt-1 text-sm text-mist-muted">{product.shortDescription}</p>}
        </div>
      </div>
      <OrderTotal code={code} />
      <p className="text-sm text-mist-muted">One-time payment. No subscription.</p>
    </Card>
  );
}
