import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OfferCard } from './offer-card';
import { PreviewGate } from './preview-gate';
import { ReadingPreview } from './reading-preview';
import { WelcomeHeader } from './welcome-header';

/** `/sales/:code`: the free preview and the offer, buying on the /payment page. */
export function SalesScreen({ code }: { code: string | undefined }) {
  useDocumentTitle('Your Reading Preview');
  return (
    <PreviewGate code={code}>
      {({ code: requestCode, reading, sign }) => (
        <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
          <WelcomeHeader name={reading.name} birthdate={reading.birthdate} sign={sign} eyebrow="Your soulmate reading preview" />
          <ReadingPreview reading={reading} />
          <div className="mt-10 sm:mt-14">
            <OfferCard
              variant="sales"
              cta={
                <ButtonLink to={paths.payment.href(requestCode)} size="lg" className="w-full">
                  Unlock Full Reading Now
                </ButtonLink>
              }
            />
          </div>
        </div>
      )}
    </PreviewGate>
  );
}
