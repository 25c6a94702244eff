import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { AlertIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/lib/use-document-title';

/** An unknown or withdrawn product, on its page and on its order form alike. */
export function ProductNotFound() {
  useDocumentTitle('Product Not Found');
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 sm:px-6">
      <Card className="text-center">
        <AlertIcon className="mx-auto mb-4 size-12 text-gold-300" />
        <h1 className="mb-3 text-2xl text-gold-300 sm:text-3xl">Product Not Found</h1>
        <p className="mb-8 text-mist-muted">We couldn't find this reading. It may no longer be offered, or the link may be mistyped.</p>
        <ButtonLink to={paths.products.href()}>View All Readings</ButtonLink>
      </Card>
    </div>
  );
}
