import { describe, expect, it } from 'vitest';
import { questionTopic, readingIntroFor, type ReadingIntroTopic } from './reading-intro';

/**
 * The question's theme, as a table: each theme alone, then mixed questions, where the precedence
 * (timing > meeting > finding > love > readiness > general) decides.
 */
const CASES: ReadonlyArray<[question: string, topic: ReadingIntroTopic]> = [
  // Timing: a word for when, or a named moment.
  ['When will I finally be happy?', 'timing'],
  ['Is this the right time for me?', 'timing'],
  ['Is something changing soon?', 'timing'],
  ['Will it happen this year?', 'timing'],
  ['Will things change next summer?', 'timing'],
  ['Is anything changing in 2027?', 'timing'],
  ['What changes in two months?', 'timing'],
  // Meeting: where, meet.
  ['Where is my person right now?', 'meeting'],
  ['Will I meet someone kind?', 'meeting'],
  // Finding: how, find.
  ['How should I open my heart?', 'finding'],
  ['Will I find my soulmate?', 'finding'],
  // Love: love, relationship.
  ['Is true love written in my cards?', 'love'],
  ['What does my next relationship look like?', 'love'],
  ['Will my relationship of 5 years last?', 'love'],
  // Readiness: ready, waiting.
  ['Am I ready to open up again?', 'readiness'],
  ['Is he waiting for me too?', 'readiness'],
  // None of them.
  ['What does the universe want me to know?', 'general'],
  ['', 'general'],
  // Mixed: timing wins over everything.
  ['Will I meet my soulmate this year?', 'timing'],
  ['When will I meet my soulmate?', 'timing'],
  ['How long until I find love?', 'timing'],
  ['How soon will the one I love be ready?', 'timing'],
  ['Where will I find love in 2027?', 'timing'],
  ['Am I ready to meet someone next year?', 'timing'],
  // Mixed without timing: meeting > finding > love > readiness.
  ['Where will I find love?', 'meeting'],
  ['How will I meet my soulmate?', 'meeting'],
  ['How do I know this relationship is the one?', 'finding'],
  ['Is love ready for me, or am I waiting in vain?', 'love'],
  ['Is the one I love waiting for me?', 'love'],
  // Letter case does not matter.
  ['WHEN WILL IT HAPPEN?', 'timing'],
  ['wHeRe will it happen?', 'meeting'],
  ['IS IT LOVE?', 'love'],
  // Whole words only: "show" is not "how", "somewhere" not "where", "sometimes" not "time",
  // "lovely" not "love", "yearly" not a year.
  ['Please show me something lovely somewhere, sometimes.', 'general'],
  ['Is my yearly wish heard by the universe?', 'general'],
];

describe('questionTopic: the theme of a visitor’s question', () => {
  it.each(CASES)('%j is about %s', (question, topic) => {
    expect(questionTopic(question)).toBe(topic);
  });

  it('has cases for every theme, alone and first of a mixed question', () => {
    const topics: ReadingIntroTopic[] = ['timing', 'meeting', 'finding', 'love', 'readiness', 'general'];
    for (const topic of topics) expect(CASES.some(([, expected]) => expected === topic), topic).toBe(true);
  });
});

describe('readingIntroFor', () => {
  it('opens with the words of the question’s theme', () => {
    expect(readingIntroFor('Will I meet my soulmate this year?', 'Ana').heading).toBe('The timing of your love story');
    expect(readingIntroFor('Will I meet someone kind?', 'Ana').heading).toBe('Where your paths may cross');
  });

  it('speaks to the visitor by name, or kindly without one', () => {
    const intro = readingIntroFor('When will I meet my soulmate?', '  Ana ');
    expect(intro.text.startsWith('Ana, ')).toBe(true);
    expect(intro.heading.length).toBeGreaterThan(0);
    expect(readingIntroFor('Anything?', ' ').text.startsWith('Dear one, ')).toBe(true);
  });

  it('gives each topic its own words', () => {
    const questions = ['when', 'where', 'how', 'love', 'ready', 'tell me'];
    const texts = new Set(questions.map((question) => readingIntroFor(question, 'Ana').text));
    expect(texts.size).toBe(questions.length);
  });
});
