import type { ReactNode } from 'react';
import { PAID_READING_PROMISE } from '@shared/domain/delivery';
import { ClipboardIcon, MailIcon, SparklesIcon } from '@/components/ui/icons';

const STEPS: ReadonlyArray<{ title: string; text: string; icon: ReactNode }> = [
  { title: 'Choose Your Reading', text: 'Pick the reading that speaks to your heart and place your order with your name and e-mail.', icon: <SparklesIcon /> },
  { title: 'Share Your Energy', text: 'After payment, answer a few short questions so our advisors can tune in to you.', icon: <ClipboardIcon /> },
  { title: 'Receive Your Insights', text: `Your personal reading is prepared by hand and waits in your dashboard ${PAID_READING_PROMISE}.`, icon: <MailIcon /> },
];

/** The catalogue's three steps from choosing to receiving. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-title" className="mt-16 sm:mt-20">
      <h2 id="how-it-works-title" className="mb-8 text-center text-3xl text-gold-300">
        How It Works
      </h2>
      <ol className="grid gap-5 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex flex-col items-center rounded-[var(--radius-card)] border border-violet-400/20 bg-night-800/60 p-6 text-center">
            <span className="mb-4 flex size-14 items-center justify-center rounded-full border border-gold-300/40 bg-night-900 text-gold-300 shadow-glow [&>svg]:size-7">
              {step.icon}
            </span>
            <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">Step {index + 1}</p>
            <h3 className="mt-1 mb-2 text-xl text-mist">{step.title}</h3>
            <p className="text-mist-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
