import { FlaskIcon } from '@/components/ui/icons';
import { CHECKOUT_COPY } from '../lib/checkout-copy';

const OTHER_CARDS = [
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0025 0000 3155', outcome: 'asks for authentication' },
] as const;

/** Test mode must be unmistakable: nobody should think a real card is being charged. */
export function TestModeBanner() {
  return (
    <div className="rounded-[var(--radius-control)] border border-gold-400/60 bg-gold-400/10 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold text-gold-200">
        <FlaskIcon className="size-5 shrink-0" />
        {CHECKOUT_COPY.testModeBanner}
      </p>
      <p className="mt-1 text-mist">{CHECKOUT_COPY.testModeHint}</p>
      <details className="mt-2 text-mist-muted">
        <summary className="cursor-pointer underline-offset-4 hover:text-gold-200 hover:underline">Other test cards</summary>
        <ul className="mt-1 flex flex-col gap-0.5">
          {OTHER_CARDS.map((card) => (
            <li key={card.number}>
              <span className="font-mono text-mist">{card.number}</span> {card.outcome}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
