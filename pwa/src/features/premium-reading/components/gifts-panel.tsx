import type { ComponentType } from 'react';
import type { PremiumField } from '@shared/schemas/admin';
import { Card } from '@/components/ui/card';
import { MoonIcon, SparklesIcon, StarIcon } from '@/components/ui/icons';
import type { IconProps } from '@/components/ui/icon';
import type { FilledField } from '../lib/premium-parts';
import { Prose } from './prose';

const EMBLEMS: Partial<Record<PremiumField, ComponentType<IconProps>>> = {
  vedicReport: MoonIcon,
  numerologyForecast: StarIcon,
  premiumHoroscope: SparklesIcon,
};

/** "Surprise Gifts": the extra reports that came with the reading, each one written in full. */
export function GiftsPanel({ gifts }: { gifts: FilledField[] }) {
  return (
    <div className="flex flex-col gap-5">
      {gifts.map((gift) => {
        const Emblem = EMBLEMS[gift.field] ?? SparklesIcon;
        return (
          <Card key={gift.field} className="bg-[radial-gradient(circle_at_top_right,rgb(124_58_237/0.22),transparent_55%)]">
            <div className="mb-4 flex items-center gap-4">
              <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full border border-violet-400/50 bg-night-950/60 text-violet-300">
                <Emblem className="size-6" />
              </span>
              <div>
                <p className="text-xs font-semibold tracking-[0.2em] text-violet-300 uppercase">A gift for you</p>
                <h2 className="text-xl text-gold-300">{gift.label}</h2>
              </div>
            </div>
            <Prose text={gift.text} className="text-mist" />
          </Card>
        );
      })}
    </div>
  );
}
