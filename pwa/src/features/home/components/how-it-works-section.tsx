import type { ReactNode } from 'react';
import { FREE_READING_PROMISE } from '@shared/domain/delivery';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from './section-heading';

const STEPS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Ask Your Question',
    text: 'Share the question about love that is on your heart, with your birth date so the stars can speak too.',
    icon: <path d="M10 38V14a4 4 0 0 1 4-4h24a4 4 0 0 1 4 4v16a4 4 0 0 1-4 4H18zM18 19h16M18 25h10" />,
  },
  {
    title: 'Our Psychics Work',
    text: 'Our psychic artists lay out the cards for you and create a sketch of your soulmate with a personal reading.',
    icon: <path d="M12 40l4-12 20-20 8 8-20 20zM32 12l8 8M16 28l8 8" />,
  },
  {
    title: 'Receive Your Reading',
    text: `Your sketch and reading arrive by e-mail ${FREE_READING_PROMISE}, with an option to unlock deeper wisdom.`,
    icon: <path d="M8 14h36v24H8zM8 14l18 14 18-14" />,
  },
];

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-it-works-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <SectionHeading id="how-it-works-title" eyebrow="Three simple steps" title="How It Works" />
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-[var(--radius-card)] border border-violet-400/20 bg-night-800/70 p-6 pt-8 shadow-card"
          >
            <span
              aria-hidden="true"
              className="absolute -top-4 left-6 grid size-9 place-items-center rounded-full bg-gold-300 font-serif text-lg font-bold text-night-950"
            >
              {index + 1}
            </span>
            <Icon viewBox="0 0 52 52" strokeWidth={2.2} className="mb-4 size-11 text-gold-300">
              {step.icon}
            </Icon>
            <h3 className="mb-2 text-xl text-gold-200">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="text-mist-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
