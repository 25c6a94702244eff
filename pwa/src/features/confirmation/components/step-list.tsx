import { Card } from '@/components/ui/card';
import { SectionHeading } from '@/features/readings/components/screen-container';

export interface Step {
  title: string;
  text: string;
}

/** A numbered list of what happens next (the confirmation's next steps, the order page's journey). */
export function StepList({ title, steps }: { title: string; steps: Step[] }) {
  return (
    <Card>
      <SectionHeading>{title}</SectionHeading>
      <ol className="space-y-5">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-gold-300 to-gold-500 font-bold text-night-950"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg text-mist">{step.title}</h3>
              <p className="leading-relaxed text-mist-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
