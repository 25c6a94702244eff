/**
 * The fixed testimonial list: four entries, the first three shown. Portraits are our own
 * illustrations in pwa/public/testimonials (no stock photos from outside hosts).
 * SAMPLE COPY: replace with real customer quotes, given with consent, before launch.
 */
export interface Testimonial {
  id: string;
  name: string;
  image: string;
  text: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'sarah',
    name: 'Sarah M.',
    image: '/testimonials/sarah.svg',
    text: 'I laughed when my sketch arrived, because it looked so much like the man I had just started talking to at my book club. The reading was gentle and spot on about what I needed to hear.',
  },
  {
    id: 'daniel',
    name: 'Daniel R.',
    image: '/testimonials/daniel.svg',
    text: 'I asked whether I was ready for love again after a hard year. The cards and the reading gave me a calm I had not felt in months, and the sketch is now on my fridge.',
  },
  {
    id: 'priya',
    name: 'Priya K.',
    image: '/testimonials/priya.svg',
    text: 'The reading arrived the next morning, exactly as promised. It described the kindness and the sense of humour I am looking for so well that I read it twice.',
  },
  {
    id: 'maria',
    name: 'Maria L.',
    image: '/testimonials/maria.svg',
    text: 'A lovely experience from start to finish. The Two of Cups came up in my spread and it made my whole week.',
  },
];

/** The page shows the first three of the four. */
export const SHOWN_TESTIMONIALS = TESTIMONIALS.slice(0, 3);
