import { ClosingCtaSection } from '@/features/home/components/closing-cta-section';
import { FaqSection } from '@/features/home/components/faq-section';
import { HeroSection } from '@/features/home/components/hero-section';
import { HowItWorksSection } from '@/features/home/components/how-it-works-section';
import { IntroSection } from '@/features/home/components/intro-section';
import { TestimonialsSection } from '@/features/home/components/testimonials-section';
import { FreeReadingSection } from '@/features/free-reading/components/free-reading-section';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The landing page: the spec's sections, in the spec's order. */
export default function HomeRoute() {
  useDocumentTitle(); // "SoulSketch — Free Tarot Reading & Soulmate Sketch"
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <IntroSection />
      <FreeReadingSection />
      <TestimonialsSection />
      <FaqSection />
      <ClosingCtaSection />
    </>
  );
}
