import { Link } from 'react-router';
import type { Product } from '@shared/schemas/product';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SafeHtml } from '@/components/ui/safe-html';
import { StarList } from '@/components/ui/star-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProduct } from '../api/get-product';
import { deliveryPromise } from '../lib/catalogue-lib';
import { ProductImage } from './product-image';
import { ProductLoadState } from './product-load-state';
import { ProductPrice } from './product-price';

/** `/products/:slug`: one reading in full, with the way to order it. */
export function ProductDetailScreen({ slug }: { slug: string }) {
  const query = useProduct(slug);
  return <ProductLoadState query={query}>{(product) => <ProductDetail product={product} />}</ProductLoadState>;
}

function ProductDetail({ product }: { product: Product }) {
  useDocumentTitle(product.name);
  const order = (
    <ButtonLink to={paths.order.href(product.slug)} size="lg" className="w-full sm:w-auto">
      Get Your Reading
    </ButtonLink>
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={paths.products.href()} className="mb-6 inline-flex items-center gap-1 text-mist-muted underline-offset-4 hover:text-gold-200 hover:underline">
        <span aria-hidden="true">←</span> All Readings
      </Link>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-12">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ProductImage product={product} className="w-full rounded-[var(--radius-card)] border border-violet-400/20 shadow-card" />
        </div>
        <div className="flex flex-col gap-6">
          <header>
            <h1 className="text-3xl leading-tight text-gold-300 sm:text-4xl">{product.name}</h1>
            <ProductPrice product={product} large className="mt-3" />
            <p className="mt-4 text-lg text-mist">{product.shortDescription}</p>
            <p className="mt-2 text-sm text-mist-muted">{deliveryPromise(product)}</p>
          </header>
          <div>{order}</div>
          <SafeHtml html={product.description} className="text-mist-muted" />
          {product.features.length > 0 && (
            <section aria-labelledby="features-title">
              <h2 id="features-title" className="mb-3 text-2xl text-gold-300">
                What's Included
              </h2>
              <StarList items={product.features} />
            </section>
          )}
          <div className="grid gap-5 md:grid-cols-2 md:items-start">
            <Card className="p-5">
              <h2 className="mb-3 text-xl text-gold-300">What We'll Ask You</h2>
              {/* Its questionnaire's own questions, which it asks after the payment. */}
              {product.asks.length > 0 ? (
                <ul className="flex list-disc flex-col gap-2 pl-5 text-mist marker:text-gold-300">
                  {product.asks.map(({ question, optional }) => (
                    <li key={question}>
                      {question}
                      {optional && <span className="text-sm text-mist-muted"> (optional)</span>}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-mist">Nothing: there are no questions to answer.</p>
              )}
            </Card>
            {product.discovers.length > 0 && (
              <Card className="p-5">
                <h2 className="mb-3 text-xl text-gold-300">What You'll Discover</h2>
                <dl className="flex flex-col gap-3">
                  {product.discovers.map(({ title, text }) => (
                    <div key={title}>
                      <dt className="font-semibold text-mist">{title}</dt>
                      <dd className="text-mist-muted">{text}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            )}
          </div>
          <div className="flex flex-col gap-3 border-t border-violet-400/20 pt-6 sm:flex-row sm:items-center sm:justify-between">
            <ProductPrice product={product} />
            {order}
          </div>
        </div>
      </div>
    </div>
  );
}
