import { cn } from '@/components/ui/cn';

// Bar heights of a calm, hand-drawn wave (in a 4-unit grid), the audio card's own mark.
const BARS = [3, 6, 10, 7, 12, 16, 11, 14, 8, 12, 17, 13, 9, 14, 10, 6, 9, 5, 3];

/**
 * A small waveform drawn in SVG. It gently breathes while the meditation is prepared, unless the visitor
 * asked for reduced motion; it is decoration (the card says the same in words).
 */
export function Waveform({ active = false, className }: { active?: boolean; className?: string }) {
  return (
    <svg viewBox={`0 0 ${BARS.length * 6} 20`} aria-hidden="true" focusable="false" className={cn('h-8 w-auto text-gold-300', className)}>
      {BARS.map((height, index) => (
        <rect
          key={index}
          x={index * 6 + 1}
          y={10 - height / 2}
          width={3}
          height={height}
          rx={1.5}
          fill="currentColor"
          opacity={0.55 + (height / 17) * 0.45}
          className={active ? 'origin-center animate-pulse motion-reduce:animate-none [transform-box:fill-box]' : undefined}
          style={active ? { animationDelay: `${(index % 6) * 150}ms` } : undefined}
        />
      ))}
    </svg>
  );
}
