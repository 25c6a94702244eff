import { Accordion } from '@/components/ui/accordion';
import { PREVIEW_FAQ } from '../data/offer';

const ITEMS = PREVIEW_FAQ.map((item) => ({ value: item.value, title: item.question, content: <p>{item.answer}</p> }));

/** Four answers about the full reading, one open at a time (the UI kit's accordion). */
export function PreviewFaq() {
  return (
    <section aria-labelledby="preview-faq-title" className="mx-auto max-w-3xl px-4 pt-2 pb-12 sm:px-6 sm:pb-16">
      <h2 id="preview-faq-title" className="mb-8 text-center text-3xl text-mist sm:text-4xl">
        Questions about your full reading
      </h2>
      <Accordion items={ITEMS} />
    </section>
  );
}
