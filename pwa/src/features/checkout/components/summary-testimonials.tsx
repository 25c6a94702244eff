import { SHOWN_TESTIMONIALS, TestimonialCard } from '@/features/home';
import { truncateText } from '../lib/truncate';

/** The order summary's testimonials are cut at 120 characters, to keep the summary short. */
const SUMMARY_TEXT_LENGTH = 120;

export function SummaryTestimonials() {
  return (
    <section aria-labelledby="summary-testimonials-title" className="flex flex-col gap-3">
      <h2 id="summary-testimonials-title" className="text-xl text-gold-300">
        What our clients say
      </h2>
      <ul className="flex flex-col gap-3">
        {SHOWN_TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} size="compact" text={truncateText(testimonial.text, SUMMARY_TEXT_LENGTH)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
