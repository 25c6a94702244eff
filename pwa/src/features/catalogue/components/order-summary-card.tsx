import { formatMoney } from '@shared/domain/money';
import type { Product } from '@shared/schemas/product';
import { Card } from '@/components/ui/card';
import { deliveryPromise } from '../lib/catalogue-lib';
import { ProductImage } from './product-image';

/**
 * What is being ordered and its total. The figure is the catalogue's, for the visitor to see; the order
 * itself is priced by the server from the products table, and the payment page shows that total.
 */
export function OrderSummaryCard({ product }: { product: Product }) {
  return (
    <Card className="flex flex-col gap-4 border-gold-400/25 p-5 sm:p-6">
      <h2 className="text-xl text-gold-300">Order Summary</h2>
      <div className="flex items-start gap-4">
        <ProductImage product={product} className="w-24 rounded-lg sm:w-28" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-mist">{product.name}</p>
          <p className="mt-1 text-sm text-mist-muted">{product.shortDescription}</p>
        </div>
      </div>
      <p className="flex items-baseline justify-between gap-4 text-mist">
        <span>Price</span>
        <span>{formatMoney(product.priceCents)}</span>
      </p>
      <p className="flex items-baseline justify-between gap-4 border-t border-violet-400/20 pt-4">
        <span className="font-semibold text-mist">Total</span>
        <span className="font-serif text-2xl text-gold-300">{formatMoney(product.priceCents)}</span>
      </p>
      <p className="text-sm text-mist-muted">One-time payment, no subscription. {deliveryPromise(product)}</p>
    </Card>
  );
}
