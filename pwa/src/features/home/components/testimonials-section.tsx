import { SHOWN_TESTIMONIALS } from '../data/testimonials';
import { SectionHeading } from './section-heading';
import { TestimonialCard } from './testimonial-card';

export function TestimonialsSection() {
  return (
    // tabIndex -1: the header's "Testimonials" link moves focus here (see useHashFocus).
    <section id="testimonials" tabIndex={-1} aria-labelledby="testimonials-title" className="render-when-near mx-auto max-w-6xl px-4 py-16 focus:outline-none sm:px-6 sm:py-24">
      <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Love Stories from Our Clients" />
      <ul className="grid gap-6 md:grid-cols-3">
        {SHOWN_TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </section>
  );
}
