/**
 * The personal opening of the first-reading page, chosen by what the visitor asked. The question's theme
 * is the first of these groups that it mentions, so the precedence is the table's order:
 *
 *   timing (when, time, soon, how long, how soon, a named moment: "this year", "next summer",
 *           "in two months", "in 2027")
 *   > meeting (where, meet) > finding (how, find) > love (love, relationship) > readiness (ready, wait)
 *   > general (none of them)
 *
 * Timing comes first because a question that names a moment asks for that moment whatever else it
 * names: "Will I meet my soulmate this year?" asks when, not where. "How long" and "how soon" are timing
 * too, so they are read before the bare "how" of finding.
 *
 * Keywords match whole words: a plain substring test would read "show" as "how", "somewhere" as
 * "where" and "sometimes" as "time". The table of cases is reading-intro.test.ts.
 */
export type ReadingIntroTopic = 'timing' | 'meeting' | 'finding' | 'love' | 'readiness' | 'general';

export interface ReadingIntro {
  topic: ReadingIntroTopic;
  heading: string;
  text: string;
}

type Writer = (name: string) => { heading: string; text: string };

const GROUPS: ReadonlyArray<{ topic: Exclude<ReadingIntroTopic, 'general'>; pattern: RegExp }> = [
  {
    topic: 'timing',
    pattern: /\b(when|time|times|timing|soon|sooner|how long|how soon|(this|next|coming) (year|month|week|spring|summer|autumn|fall|winter)|in (a|one|two|three|the next|\d+) (years?|months?|weeks?)|(19|20)\d\d)\b/i,
  },
  { topic: 'meeting', pattern: /\b(where|meet|meeting)\b/i },
  { topic: 'finding', pattern: /\b(how|find|finding)\b/i },
  { topic: 'love', pattern: /\b(love|loved|loving|relationship|relationships)\b/i },
  { topic: 'readiness', pattern: /\b(ready|readiness|wait|waiting)\b/i },
];

const WRITERS: Record<ReadingIntroTopic, Writer> = {
  timing: (name) => ({
    heading: 'The timing of your love story',
    text:
      `${name}, you asked when love will find you, and the cards answered with unusual clarity. ` +
      'Timing in tarot is never a single date: it is a season that opens when your heart and your path ' +
      'line up. Your preview shows the first signs of that season; the full reading maps the months ahead.',
  }),
  meeting: (name) => ({
    heading: 'Where your paths may cross',
    text:
      `${name}, you wondered where you will meet the person meant for you. The cards point less to a ` +
      'place on a map than to the kind of moment you will be in: somewhere you feel most like yourself. ' +
      'Your preview hints at it; the full reading describes the setting and the signs to look for.',
  }),
  finding: (name) => ({
    heading: 'Your way to each other',
    text:
      `${name}, you asked how to find your soulmate. The spread suggests that finding begins with ` +
      'recognising: the right person may already be closer than you think. Your preview opens that door; ' +
      'the full reading walks you through the steps, one card at a time.',
  }),
  love: (name) => ({
    heading: 'What your heart is asking for',
    text:
      `${name}, your question comes from a heart that knows what real love should feel like. The cards ` +
      'honour that: they speak of a bond built on warmth, trust and laughter. Your preview is the first ' +
      'glimpse; the full reading explores how this connection grows.',
  }),
  readiness: (name) => ({
    heading: 'Ready for what is coming',
    text:
      `${name}, you asked about being ready, and about the waiting. The cards see patience in you, not ` +
      'delay: a time of preparing that is nearly complete. Your preview shows where you stand; the full ' +
      'reading shows what opens when you step forward.',
  }),
  general: (name) => ({
    heading: 'A message written for you',
    text:
      `${name}, thank you for trusting the cards with your question. Your reading was drawn for you ` +
      'alone, from your birth date, your words and the traits you hope to find. Your preview is the ' +
      'beginning; the full reading tells the whole story.',
  }),
};

/** The theme of a visitor's question: the first group of the table it mentions, else `general`. */
export function questionTopic(question: string): ReadingIntroTopic {
  return GROUPS.find((group) => group.pattern.test(question))?.topic ?? 'general';
}

/** The intro for a visitor's question; the name is used as given (trimmed), or a kind word without one. */
export function readingIntroFor(question: string, name: string): ReadingIntro {
  const topic = questionTopic(question);
  const who = name.trim() || 'Dear one';
  return { topic, ...WRITERS[topic](who) };
}
