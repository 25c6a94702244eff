import { useRef, useState, type MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TestimonialsSection } from '@/features/home';
import { LazyPaymentDialog } from '@/features/checkout';
import { OfferCard } from './offer-card';
import { PolicyLinks } from './policy-links';
import { PreviewFaq } from './preview-faq';
import { PreviewGate } from './preview-gate';
import { ReadingIntroCard } from './reading-intro-card';
import { ReadingPreview } from './reading-preview';
import { StickyUpgradeBar } from './sticky-upgrade-bar';
import { WelcomeHeader } from './welcome-header';

/**
 * `/first-reading/:code`: the preview with a personal intro, the offer, testimonials and answers; every
 * unlock button opens the payment dialog, which leads to the payment thank-you page on success.
 */
export function FirstReadingScreen({ code }: { code: string | undefined }) {
  useDocumentTitle('Your First Reading');
  const [paying, setPaying] = useState(false);
  // The dialog has several openers and no Radix trigger: remember which one to give focus back to.
  const opener = useRef<HTMLElement | null>(null);
  const unlock = (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setPaying(true);
  };
  const unlockButton = (
    <Button size="lg" className="w-full" onClick={unlock}>
      Unlock Full Reading Now
    </Button>
  );

  return (
    <PreviewGate code={code}>
      {({ code: requestCode, reading, sign }) => (
        // Bottom room on phones for the sticky bar, so it never sits on the last lines.
        <div className="pb-24 md:pb-0">
          <div className="mx-auto w-full max-w-5xl px-4 pt-10 sm:px-6 sm:pt-14">
            <WelcomeHeader name={reading.name} birthdate={reading.birthdate} sign={sign} eyebrow="Your first reading" />
            <ReadingIntroCard question={reading.question} name={reading.name} />
            <ReadingPreview reading={reading} />
            <div className="mt-10 sm:mt-14">
              <OfferCard variant="first-reading" cta={unlockButton} />
            </div>
          </div>
          <TestimonialsSection />
          <PreviewFaq />
          <div className="mx-auto flex max-w-md flex-col gap-4 px-4 pb-12 text-center">
            <p className="font-serif text-2xl text-gold-300">Your full story is one step away.</p>
            {unlockButton}
          </div>
          <div className="mx-auto max-w-5xl px-4 pb-6 sm:px-6 sm:pb-10">
            <PolicyLinks />
          </div>
          <StickyUpgradeBar onUpgrade={unlock} />
          <LazyPaymentDialog code={requestCode} open={paying} onOpenChange={setPaying} returnFocusTo={opener} />
        </div>
      )}
    </PreviewGate>
  );
}
