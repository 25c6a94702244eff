import { useMemo, useState } from 'react';
import type { PremiumReading } from '@shared/schemas/premium-reading';
import { Notice } from '@/components/ui/notice';
import { Tabs } from '@/components/ui/tabs';
import { ReturnToDashboard } from '@/features/orders';
import { OfflineCopyNote } from '@/features/readings';
import { PREMIUM_TAB_LABELS, premiumParts, type PremiumParts, type PremiumTab } from '../lib/premium-parts';
import { BonusPanel } from './bonus-panel';
import { GiftsPanel } from './gifts-panel';
import { InsightsPanel } from './insights-panel';
import { ProfileCard } from './profile-card';
import { SketchPanel } from './sketch-panel';

function TabPanel({ tab, reading, parts }: { tab: PremiumTab; reading: PremiumReading; parts: PremiumParts }) {
  if (tab === 'bonus') return <BonusPanel bonuses={parts.bonuses} />;
  if (tab === 'gifts') return <GiftsPanel gifts={parts.gifts} />;
  return <InsightsPanel reading={reading} parts={parts} />;
}

/**
 * One reading, whatever the product (its variant comes from shared/domain/reading-content.ts): the
 * profile and the sketch in a column beside the tabs on wide screens, above them on phones. A part shows
 * only when its content exists, and a tab only when it has something in it.
 */
export function PremiumReadingView({ reading }: { reading: PremiumReading }) {
  const parts = useMemo(() => premiumParts(reading), [reading]);
  const [chosen, setChosen] = useState<PremiumTab>();
  const tab = chosen && parts.tabs.includes(chosen) ? chosen : parts.tabs[0];
  const { content } = parts;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <OfflineCopyNote kind="premium" code={reading.requestCode} className="mb-6" />
      <header className="mb-8 text-center lg:mb-10">
        <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">{reading.productName}</p>
        <h1 className="text-3xl text-balance text-mist sm:text-5xl">{content.title}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-mist-muted">Prepared for {reading.profile.name} with care by our spiritual advisors.</p>
      </header>

      {!reading.completed && (
        <Notice title="Your reading is being prepared" className="mx-auto mb-8 max-w-3xl">
          <p>Our spiritual advisors are still working on it. We'll e-mail you the moment it is complete; what is ready so far is below.</p>
        </Notice>
      )}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start lg:gap-10">
        <aside aria-label="About this reading" className="flex flex-col gap-6">
          <ProfileCard profile={reading.profile} />
          {content.sketch && <SketchPanel sketch={reading.sketch} details={parts.sketchDetails} />}
        </aside>
        <div className="min-w-0">
          {tab === undefined ? null : parts.tabs.length > 1 ? (
            <Tabs
              value={tab}
              onValueChange={setChosen}
              items={parts.tabs.map((value) => ({ value, label: PREMIUM_TAB_LABELS[value] }))}
              label="Your reading"
              activationMode="automatic"
              // Three words fit a phone's width side by side only when they may wrap.
              listClassName="mb-6 max-sm:grid max-sm:grid-cols-3 max-sm:[&>button]:justify-center max-sm:[&>button]:px-1 max-sm:[&>button]:text-center max-sm:[&>button]:whitespace-normal"
            >
              <TabPanel tab={tab} reading={reading} parts={parts} />
            </Tabs>
          ) : (
            <TabPanel tab={tab} reading={reading} parts={parts} />
          )}
        </div>
      </div>

      <div className="mt-12 flex justify-center">
        <ReturnToDashboard variant="primary" />
      </div>
    </div>
  );
}
