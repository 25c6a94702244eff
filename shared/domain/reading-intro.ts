/**
 * The personal opening of the first-reading page, chosen by what the visitor asked
 * (when/time, where/meet, how/find, love/relationship, ready/waiting, otherwise a default). The groups
 * are tried in that order, so "When will I meet him?" is about timing, not about the meeting place.
 *
 * Keywords match whole words: a plain substring test would read "show" as "how", "somewhere" as
 * "where" and "sometimes" as "time".
 */
export type ReadingIntroTopic = 'timing' | 'meeting' | 'finding' | 'love' | 'readiness' | 'general';

export interface ReadingIntro {
  topic: ReadingIntroTopic;
  heading: string;
  text: string;
}

type Writer = (name: string) => { heading: string; text: string };

const GROUPS: ReadonlyArray<{ topic: Exclude<ReadingIntroTopic, 'general'>; pattern: RegExp }> = [
  { topic: 'timing', pattern: /\b(when|time|times|timing)\b/i },
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

/** The intro for a visitor's question; the name is used as given (trimmed), or a kind word without one. */
export function readingIntroFor(question: string, name: string): ReadingIntro {
  const topic = GROUPS.find((group) => group.pattern.test(question))?.topic ?? 'general';
  const who = name.trim() || 'Dear one';
  return { topic, ...WRITERS[topic](who) };
}
