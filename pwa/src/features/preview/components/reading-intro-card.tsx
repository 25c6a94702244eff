import { readingIntroFor } from '@shared/domain/reading-intro';

/** The first-reading page's personal opening, chosen by the words of the visitor's question. */
export function ReadingIntroCard({ question, name }: { question: string; name: string }) {
  const intro = readingIntroFor(question, name);
  return (
    <section
      aria-labelledby="reading-intro-title"
      className="mb-8 rounded-[var(--radius-card)] border border-gold-400/30 bg-gradient-to-br from-night-700/80 to-night-800/80 p-6 shadow-card sm:p-8"
    >
      <h2 id="reading-intro-title" className="mb-3 text-2xl text-gold-300">
        {intro.heading}
      </h2>
      <p className="mb-4 font-serif text-mist-muted italic">You asked: “{question}”</p>
      <p className="text-lg leading-relaxed text-mist">{intro.text}</p>
    </section>
  );
}
