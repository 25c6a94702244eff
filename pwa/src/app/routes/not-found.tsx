import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any path the router does not know. */
export default function NotFoundRoute() {
  useDocumentTitle('Page Not Found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p aria-hidden="true" className="mb-4 font-serif text-7xl text-gold-300/80">
        ✦
      </p>
      <h1 className="mb-4 text-3xl text-gold-300 sm:text-4xl">404 Page Not Found</h1>
      <p className="mb-8 text-mist-muted">
        The page you are looking for has drifted out of our stars. It may have moved, or the link may be
        mistyped.
      </p>
      <ButtonLink to={paths.home.href()}>Return to Home</ButtonLink>
      <p className="mt-6 text-sm text-mist-muted">
        Or ask the cards for free:{' '}
        <Link to={paths.freeReading.href()} className="text-gold-300 underline underline-offset-4 hover:text-gold-200">
          get your free reading
        </Link>
        .
      </p>
    </section>
  );
}
