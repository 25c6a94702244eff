import { ClosingCtaSection } from '@/features/home/components/closing-cta-section';
import { HeroSection } from '@/features/home/components/hero-section';
import { HowItWorksSection } from '@/features/home/components/how-it-works-section';
import { IntroSection } from '@/features/home/components/intro-section';
import { FreeReadingSection } from '@/features/free-reading/components/free-reading-section';
import { HydrateLater, hydrateLater } from '@/lib/hydrate-later';
import { useDocumentTitle } from '@/lib/use-document-title';

// Far below the first screen: their code waits until they come near it (docs/decisions/016).
const TestimonialsSection = hydrateLater(() => import('@/features/home/components/testimonials-section').then((module) => module.TestimonialsSection), {
  marker: 'testimonials',
  when: 'visible',
});
const FaqSection = hydrateLater(() => import('@/features/home/components/faq-section').then((module) => module.FaqSection), {
  marker: 'faq',
  when: 'visible',
});

/** The landing page: its sections, top to bottom. */
export default function HomeRoute() {
  useDocumentTitle(); // "SoulSketch — Free Tarot Reading & Soulmate Sketch"
  return (
    <>
      <HeroSection />
      {/* Static below the first screen: hydrated when near it. */}
      <HydrateLater marker="how-it-works" when="visible">
        <HowItWorksSection />
      </HydrateLater>
      <HydrateLater marker="intro" when="visible">
        <IntroSection />
      </HydrateLater>
      <FreeReadingSection />
      <TestimonialsSection />
      <FaqSection />
      <HydrateLater marker="closing" when="visible">
        <ClosingCtaSection />
      </HydrateLater>
    </>
  );
}
