import { useId, useState } from 'react';
import { formatMoney } from '@shared/domain/money';
import type { AdminProduct } from '@shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { Badge } from '../query-states';
import { ProductEditor } from './product-editor';

/** One product: what customers see at a glance, and its editor behind an Edit disclosure. */
export function ProductCard({ product }: { product: AdminProduct }) {
  const [editing, setEditing] = useState(false);
  const editorId = useId();
  const headingId = `${editorId}-name`;

  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-violet-400/20 bg-night-800/70">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 sm:px-4">
        <div className="min-w-0 flex-1 basis-56">
          <h2 id={headingId} className="font-sans text-base font-semibold text-mist">
            <span className="mr-2 text-xs font-normal text-mist-muted">#{product.id}</span>
            {product.name}
          </h2>
          <p className="font-mono text-xs break-all text-mist-muted">{product.slug}</p>
        </div>
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-mist-muted">Price</dt>
            <dd className="font-semibold text-gold-200">{formatMoney(product.priceCents)}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-mist-muted">Compare at</dt>
            <dd className="text-mist">{product.comparePriceCents === null ? '—' : <s>{formatMoney(product.comparePriceCents)}</s>}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="sr-only">Channel</dt>
            <dd>
              <Badge tone="violet">{product.saleChannel}</Badge>
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="sr-only">Status</dt>
            <dd>{product.active ? <Badge tone="green">● Active</Badge> : <Badge>○ Inactive</Badge>}</dd>
          </div>
        </dl>
        <Button
          variant={editing ? 'ghost' : 'secondary'}
          size="sm"
          aria-expanded={editing}
          aria-controls={editorId}
          onClick={() => setEditing((open) => !open)}
        >
          {editing ? 'Close editor' : 'Edit'}
          <span className="sr-only"> {product.name}</span>
        </Button>
      </div>
      <div id={editorId} hidden={!editing} className="border-t border-violet-400/20 p-3 sm:p-4">
        {/* Mounted only while open: the form starts from the product as it is now. */}
        {editing && <ProductEditor product={product} />}
      </div>
    </article>
  );
}
