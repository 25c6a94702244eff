import { cn } from '@/components/ui/cn';
import type { Testimonial } from '../data/testimonials';
import { StarRating } from './star-rating';

// The home page's cards stand in a three-column row; the checkout's order summary stacks smaller ones.
const SIZES = {
  full: {
    figure: 'h-full gap-4 bg-night-800/70 p-6 shadow-card',
    quote: 'flex-1',
    caption: 'gap-3',
    portrait: { px: 56, className: 'size-14 border-2' },
  },
  compact: {
    figure: 'gap-2 bg-night-800/60 p-4',
    quote: 'text-sm',
    caption: 'gap-2 text-sm',
    portrait: { px: 32, className: 'size-8 border' },
  },
} as const;

export interface TestimonialCardProps {
  testimonial: Testimonial;
  size?: keyof typeof SIZES;
  /** The quote as shown, when it is cut short (the order summary); the whole text otherwise. */
  text?: string;
}

/** One client's words: the stars, the quote, and who said it. */
export function TestimonialCard({ testimonial, size = 'full', text = testimonial.text }: TestimonialCardProps) {
  const style = SIZES[size];
  const { portrait } = style;
  return (
    <figure className={cn('flex flex-col rounded-[var(--radius-card)] border border-violet-400/20', style.figure)}>
      <StarRating />
      <blockquote className={cn('leading-relaxed text-mist', style.quote)}>
        <p>“{text}”</p>
      </blockquote>
      <figcaption className={cn('flex items-center', style.caption)}>
        {/* The name beside it says who this is: the portrait is decoration. */}
        <img
          src={testimonial.image}
          alt=""
          width={portrait.px}
          height={portrait.px}
          decoding="async"
          // Below the fold wherever cards appear; lazy also keeps the prerendered page from asking for
          // the portraits ahead of what the first screen needs.
          loading="lazy"
          className={cn('rounded-full border-gold-400/70', portrait.className)}
        />
        <span className="font-semibold text-gold-200">{testimonial.name}</span>
      </figcaption>
    </figure>
  );
}
