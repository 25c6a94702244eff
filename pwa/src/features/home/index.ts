export { TestimonialCard } from './components/testimonial-card';
export { TestimonialsSection } from './components/testimonials-section';
export { SHOWN_TESTIMONIALS } from './data/testimonials';
