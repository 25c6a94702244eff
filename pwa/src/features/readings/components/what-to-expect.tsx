import type { ReactNode } from 'react';
import type { Reading } from '@shared/schemas/reading';
import { Card } from '@/components/ui/card';
import { HeartIcon, MailIcon, SparklesIcon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/screen/screen-container';
import { freeReadingExpect, paidReadingWords } from '../lib/paid-reading-words';

/**
 * The thank-you pages' three cards about what happens after a free request. They follow the order: the
 * free reading promised, then sent (its sketch is there); the in-depth reading offered, then, once paid,
 * where it stands (lib/paid-reading-words.ts).
 */
export function WhatToExpect({ reading }: { reading: Pick<Reading, 'status' | 'sketchUrl'> }) {
  const steps: Array<{ icon: ReactNode; title: string; text: string }> = [
    { icon: <MailIcon />, title: 'Email Notification', text: freeReadingExpect(reading.sketchUrl !== null) },
    { icon: <SparklesIcon />, title: 'In-Depth Reading', text: paidReadingWords(reading.status).expect },
    {
      icon: <HeartIcon />,
      title: 'Find Your Soulmate',
      text: 'Use the guidance in your reading to recognise your soulmate when your paths cross.',
    },
  ];
  return (
    <section aria-labelledby="what-to-expect">
      <SectionHeading id="what-to-expect">What to Expect Next</SectionHeading>
      <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
        {steps.map((step) => (
          <li key={step.title}>
            {/*
              Icon beside the text on phones (shorter page), above it in the three-column row of tablets;
              beside it again on desktop, where the cards share the page with the horoscope.
            */}
            <Card className="flex h-full gap-4 p-5 sm:block lg:flex lg:gap-5 lg:p-6">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-violet-600/30 text-gold-300 sm:mb-3 lg:mb-0 [&>svg]:size-6">
                {step.icon}
              </span>
              <div>
                <h3 className="mb-1 text-lg text-mist sm:mb-2 lg:mb-1 lg:text-xl">{step.title}</h3>
                <p className="text-sm leading-relaxed text-mist-muted lg:text-base">{step.text}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
