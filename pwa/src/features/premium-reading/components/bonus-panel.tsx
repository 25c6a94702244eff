import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BonusEmblem } from '@/features/preview';
import type { BonusCard } from '../lib/premium-parts';

const LEADS: Record<BonusCard['kind'], string> = {
  'spirit-animal': 'The spirit animal that guards your heart, and what it says about the way you love.',
  'money-tree': 'Five cards on abundance: where your prosperity is growing and what helps it bloom.',
  audio: 'A guided meditation to open your heart to the love you are calling in. Listen anywhere, even offline once saved.',
};

/**
 * "Bonus Content": the payment's bonuses, each its own order. A ready one leads to its page; one still
 * being prepared says so, and is followed on the dashboard like any other order.
 */
export function BonusPanel({ bonuses }: { bonuses: BonusCard[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {bonuses.map((bonus) => (
        <li key={bonus.kind}>
          <Card className="flex h-full flex-col gap-4">
            <div className="flex items-center gap-4">
              <BonusEmblem icon={bonus.kind} />
              <h2 className="text-xl text-gold-300">{bonus.title}</h2>
            </div>
            <p className="text-mist-muted">{LEADS[bonus.kind]}</p>
            {bonus.link ? (
              <ButtonLink to={bonus.link.to} variant={bonus.kind === 'audio' ? 'primary' : 'secondary'} className="mt-auto self-start">
                {bonus.link.label}
              </ButtonLink>
            ) : (
              <p className="mt-auto text-sm text-mist">
                <span className="font-semibold text-gold-200">Not ready yet.</span> It is prepared on its own: follow it on{' '}
                <Link to={paths.dashboard.href()} className="font-semibold text-gold-300 underline underline-offset-4 hover:text-gold-200">
                  your dashboard
                </Link>
                .
              </p>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
