import type { Product } from '@shared/schemas/product';
import { cn } from '@/components/ui/cn';

/**
 * A product's artwork (our own small SVGs in /products, shipped with the app and precached, so they
 * load at once and offline). Decorative: the product's name is always next to it. Without an image, a
 * plain night-sky panel keeps the layout. The caller sets the width (`w-full`, `w-24`...).
 */
export function ProductImage({ product, className }: { product: Pick<Product, 'imageUrl'>; className?: string }) {
  const frame = cn('aspect-[4/3] shrink-0 overflow-hidden bg-night-700', className);
  if (!product.imageUrl) {
    return (
      <div aria-hidden="true" className={cn(frame, 'flex items-center justify-center text-5xl text-gold-300/70')}>
        ✦
      </div>
    );
  }
  return <img src={product.imageUrl} alt="" width={400} height={300} decoding="async" className={cn(frame, 'object-cover')} />;
}
