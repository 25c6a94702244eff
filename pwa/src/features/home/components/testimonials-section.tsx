import { SHOWN_TESTIMONIALS } from '../data/testimonials';
import { SectionHeading } from './section-heading';
import { StarRating } from './star-rating';

export function TestimonialsSection() {
  return (
    // tabIndex -1: the header's "Testimonials" link moves focus here (see useHashFocus).
    <section id="testimonials" tabIndex={-1} aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-16 focus:outline-none sm:px-6 sm:py-24">
      <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Love Stories from Our Clients" />
      <ul className="grid gap-6 md:grid-cols-3">
        {SHOWN_TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className="flex h-full flex-col gap-4 rounded-[var(--radius-card)] border border-violet-400/20 bg-night-800/70 p-6 shadow-card">
              <StarRating />
              <blockquote className="flex-1 leading-relaxed text-mist">
                <p>“{testimonial.text}”</p>
              </blockquote>
              <figcaption className="flex items-center gap-3">
                {/* The name beside it says who this is: the portrait is decoration. */}
                <img
                  src={testimonial.image}
                  alt=""
                  width={56}
                  height={56}
                  decoding="async"
                  className="size-14 rounded-full border-2 border-gold-400/70"
                />
                <span className="font-semibold text-gold-200">{testimonial.name}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
