import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { SectionHeading } from './screen-container';

export interface Step {
  title: string;
  text: ReactNode;
  /** With an icon the number becomes a badge on it (after payment); without, the number is the marker. */
  icon?: ReactNode;
}

export interface StepListProps {
  title: string;
  steps: Step[];
  /** Names the list by its heading (aria-labelledby); leave out when the heading alone is enough. */
  id?: string;
  className?: string;
}

/**
 * A numbered list of what happens next (the confirmation's next steps, the order page's journey, the
 * payment thank-you's steps). The numbers are the list's own; icons are decoration.
 */
export function StepList({ title, steps, id, className }: StepListProps) {
  return (
    <Card className={className}>
      <SectionHeading id={id}>{title}</SectionHeading>
      <ol aria-labelledby={id} className="space-y-5">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <StepMarker icon={step.icon} number={index + 1} />
            <div>
              {/* Beside an icon the title takes the sans face, like the other icon rows after payment. */}
              <h3 className={cn('text-lg text-mist', step.icon !== undefined && 'font-sans font-semibold')}>{step.title}</h3>
              <p className="leading-relaxed text-mist-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function StepMarker({ icon, number }: { icon: ReactNode; number: number }) {
  if (icon === undefined) {
    return (
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-gold-300 to-gold-500 font-bold text-night-950"
      >
        {number}
      </span>
    );
  }
  return (
    <span className="relative flex size-11 shrink-0 items-center justify-center rounded-full bg-violet-600/30 text-gold-300 [&>svg]:size-5">
      {icon}
      <span
        aria-hidden="true"
        className="absolute -top-1 -right-1 flex size-5 items-center justify-center rounded-full bg-gold-300 text-xs font-bold text-night-950"
      >
        {number}
      </span>
    </span>
  );
}
