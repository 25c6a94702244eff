import { Card } from '@/components/ui/card';

/** The visitor's own question, quoted back to them. */
export function QuestionCard({ question }: { question: string }) {
  return (
    <Card>
      <h2 className="mb-3 text-xl text-gold-300">Your Question:</h2>
      <blockquote className="font-serif text-lg leading-relaxed text-mist italic">&ldquo;{question}&rdquo;</blockquote>
    </Card>
  );
}
