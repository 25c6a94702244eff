import { zodiacSignById } from '@shared/domain/zodiac';
import type { PremiumReading } from '@shared/schemas/premium-reading';
import { Accordion } from '@/components/ui/accordion';
import { Card } from '@/components/ui/card';
import { SparklesIcon, StarIcon } from '@/components/ui/icons';
import { HoroscopeCard } from '@/features/horoscope';
import type { FilledGroup, PremiumParts } from '../lib/premium-parts';
import { Prose } from './prose';

function SectionTitle({ children }: { children: string }) {
  return <h2 className="mb-4 text-2xl text-gold-300">{children}</h2>;
}

/** Passages in full, one card each (a bonus spread, a forecast's opening). */
function Passages({ group }: { group: FilledGroup }) {
  return (
    <>
      {group.fields.map((field) => (
        <Card key={field.field} className="bg-[radial-gradient(circle_at_top_right,rgb(246_212_122/0.08),transparent_55%)]">
          <h2 className="mb-4 flex items-center gap-3 text-2xl text-gold-300">
            <SparklesIcon className="size-6 shrink-0" aria-hidden="true" />
            {field.label}
          </h2>
          <Prose text={field.text} className="text-mist" />
        </Card>
      ))}
    </>
  );
}

function Report({ group }: { group: FilledGroup }) {
  return (
    <section>
      <SectionTitle>{group.title}</SectionTitle>
      <Accordion
        defaultValue={group.fields[0]?.field}
        items={group.fields.map((field) => ({ value: field.field, title: field.label, content: <Prose text={field.text} /> }))}
      />
    </section>
  );
}

function Questions({ group }: { group: FilledGroup }) {
  return (
    <section>
      <SectionTitle>{group.title}</SectionTitle>
      <div className="divide-y divide-violet-400/20 rounded-[var(--radius-card)] border border-violet-400/20 bg-night-800/80 shadow-card">
        {group.fields.map((field) => (
          <div key={field.field} className="px-5 py-4 sm:px-6">
            <h3 className="mb-1.5 font-serif text-lg text-gold-200">{field.label}</h3>
            <Prose text={field.text} className="text-mist-muted" />
          </div>
        ))}
      </div>
    </section>
  );
}

function Insights({ group }: { group: FilledGroup }) {
  return (
    <section>
      <SectionTitle>{group.title}</SectionTitle>
      <ul className="grid gap-4 sm:grid-cols-2">
        {group.fields.map((field) => (
          <li key={field.field} className="rounded-[var(--radius-card)] border border-violet-400/25 bg-night-800/70 p-5 shadow-card">
            <h3 className="mb-2 flex items-center gap-2 text-base font-semibold text-gold-200">
              <StarIcon className="size-4 shrink-0 text-gold-300" aria-hidden="true" />
              {field.label}
            </h3>
            <Prose text={field.text} className="text-sm text-mist-muted" />
          </li>
        ))}
      </ul>
    </section>
  );
}

const GROUP_VIEWS = { reading: Passages, report: Report, questions: Questions, insights: Insights } as const;

/**
 * "Detailed Insights": the reader's notes, then each group of the product's reading that has text (the
 * report in collapsible sections, the questions and the insight cards), and this week's horoscope.
 */
export function InsightsPanel({ reading, parts }: { reading: PremiumReading; parts: PremiumParts }) {
  const sign = reading.profile.zodiacSign ? zodiacSignById(reading.profile.zodiacSign) : undefined;
  return (
    <div className="flex flex-col gap-10">
      {reading.notes && (
        <Card>
          <h2 className="mb-4 text-2xl text-gold-300">{parts.content.notes.required ? 'Your Reading' : 'A Note from Your Reader'}</h2>
          <Prose text={reading.notes} className="text-mist" />
        </Card>
      )}
      {parts.insightGroups.map((group) => {
        const View = GROUP_VIEWS[group.slot as keyof typeof GROUP_VIEWS];
        return View ? <View key={group.title} group={group} /> : null;
      })}
      {sign && <HoroscopeCard sign={sign} title={`Your Week Ahead, ${sign.name}`} />}
    </div>
  );
}
