import type { BonusIcon } from '@shared/domain/bonuses';
import { Icon } from '@/components/ui/icon';

/** One small emblem per bonus, drawn in-house; decorative (the bonus title is beside it). */
const PATHS: Record<BonusIcon, string[]> = {
  // A fox's head: the spirit animal.
  'spirit-animal': ['M5 4l4 5h6l4-5v7c0 5-3.5 8-7 9-3.5-1-7-4-7-9z', 'M9.5 13h.01M14.5 13h.01', 'M10.5 16.5 12 17.5l1.5-1'],
  // A tree with round coins for fruit.
  'money-tree': ['M12 21v-7', 'M12 14c-4 0-7-2.5-7-6a7 7 0 0 1 14 0c0 3.5-3 6-7 6z', 'M9 8.5h.01M15 8.5h.01M12 6h.01M12 11h.01', 'M8 21h8'],
  // Headphones.
  audio: ['M4 15v-3a8 8 0 0 1 16 0v3', 'M4 15a2 2 0 0 1 2-2h1v7H6a2 2 0 0 1-2-2z', 'M20 15a2 2 0 0 0-2-2h-1v7h1a2 2 0 0 0 2-2z'],
};

export function BonusEmblem({ icon }: { icon: BonusIcon }) {
  return (
    <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full border border-gold-400/50 bg-night-950/60 text-gold-300">
      <Icon className="size-6">
        {PATHS[icon].map((d) => (
          <path key={d} d={d} />
        ))}
      </Icon>
    </span>
  );
}
