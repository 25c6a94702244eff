import { useId, useMemo, useState } from 'react';
import { DAILY_THEME_TITLES, DAILY_THEMES, dailyHoroscope } from '@shared/domain/daily-horoscope';
import type { ZodiacSign } from '@shared/domain/zodiac';
import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { weekAhead } from '../lib/week-ahead';
import { SignBadge } from './sign-badge';

/**
 * A sign's horoscope for today, with a tab for each of the coming six days. Every text is computed on
 * the device from the sign and the day (shared/domain/daily-horoscope.ts), so it reads the same as the
 * morning's mail and needs no network. `today` is the device's calendar day, `YYYY-MM-DD`.
 */
export function DailyHoroscopeView({ sign, today }: { sign: ZodiacSign; today: string }) {
  const week = useMemo(() => weekAhead(today), [today]);
  const [selected, setSelected] = useState(today);
  const day = week.find((entry) => entry.date === selected) ?? week[0]!;
  const horoscope = useMemo(() => dailyHoroscope(sign.id, day.date), [sign.id, day.date]);
  const headingId = useId();
  return (
    <Card className="bg-[radial-gradient(circle_at_top_right,rgb(124_58_237/0.28),transparent_55%)]">
      <SignBadge sign={sign} />
      <Tabs
        label="Day"
        value={day.date}
        onValueChange={setSelected}
        activationMode="automatic"
        className="mt-6"
        // Seven tabs share a phone's width instead of scrolling out of sight: narrower padding there.
        listClassName="[&>button]:flex-1 [&>button]:justify-center [&>button]:px-1 sm:[&>button]:flex-none sm:[&>button]:px-3"
        items={week.map((entry) => ({
          value: entry.date,
          label: (
            <span className="flex flex-col items-center leading-tight">
              <span>{entry.label}</span>
              <span className="text-xs font-normal">
                <span className="sr-only">{entry.longDate}</span>
                <span aria-hidden="true">{entry.dayOfMonth}</span>
              </span>
            </span>
          ),
        }))}
      >
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className="text-xl text-gold-300 sm:text-2xl">
            {day.longDate}
          </h2>
          <div className="mt-4 space-y-5 leading-relaxed text-mist">
            {DAILY_THEMES.map((theme, index) => (
              <div key={theme}>
                <h3 className="mb-1 text-sm font-semibold tracking-wide text-gold-200 uppercase">{DAILY_THEME_TITLES[theme]}</h3>
                <p>{horoscope.paragraphs[index]}</p>
              </div>
            ))}
          </div>
          <div className="mt-6 rounded-control border border-gold-300/30 bg-night-900/70 p-4">
            <p className="mb-1 font-semibold text-gold-300">Special Insight:</p>
            <p className="text-mist">{horoscope.specialInsight}</p>
          </div>
        </section>
      </Tabs>
    </Card>
  );
}
