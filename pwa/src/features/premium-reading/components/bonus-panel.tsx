import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BonusEmblem } from '@/features/preview/components/bonus-icons';
import type { BonusCard } from '../lib/premium-parts';
import { Prose } from './prose';

const LEADS: Record<BonusCard['kind'], string> = {
  'spirit-animal': 'The spirit animal that guards your heart, and what it says about the way you love.',
  'money-tree': 'Five cards on abundance: where your prosperity is growing and what helps it bloom.',
  audio: 'A guided meditation to open your heart to the love you are calling in. Listen anywhere, even offline once saved.',
};

/** "Bonus Content": the full reading's bonuses that are ready, each with its text or the way to it. */
export function BonusPanel({ bonuses }: { bonuses: BonusCard[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {bonuses.map((bonus) => (
        <li key={bonus.kind} className={bonus.text ? 'md:col-span-2' : undefined}>
          <Card className="flex h-full flex-col gap-4">
            <div className="flex items-center gap-4">
              <BonusEmblem icon={bonus.kind} />
              <h2 className="text-xl text-gold-300">{bonus.title}</h2>
            </div>
            {bonus.text ? <Prose text={bonus.text} className="text-mist" /> : <p className="text-mist-muted">{LEADS[bonus.kind]}</p>}
            {bonus.link && (
              <ButtonLink to={bonus.link.to} variant={bonus.kind === 'audio' ? 'primary' : 'secondary'} className="mt-auto self-start">
                {bonus.link.label}
              </ButtonLink>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
