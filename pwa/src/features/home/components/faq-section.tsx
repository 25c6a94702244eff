import { Accordion } from '@/components/ui/accordion';
import { FAQ_ITEMS } from '../data/faq';
import { SectionHeading } from './section-heading';

const ITEMS = FAQ_ITEMS.map((item) => ({ value: item.id, title: item.question, content: <p>{item.answer}</p> }));

export function FaqSection() {
  return (
    <section aria-labelledby="faq-title" className="render-when-near mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently Asked Questions" />
      <Accordion items={ITEMS} />
    </section>
  );
}
