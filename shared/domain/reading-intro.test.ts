import { describe, expect, it } from 'vitest';
import { readingIntroFor } from './reading-intro';

const topicOf = (question: string) => readingIntroFor(question, 'Ana').topic;

describe('readingIntroFor', () => {
  it('reads questions about timing (when / time)', () => {
    expect(topicOf('When will I finally be happy?')).toBe('timing');
    expect(topicOf('Is this the right time for me?')).toBe('timing');
  });

  it('reads questions about the meeting (where / meet)', () => {
    expect(topicOf('Where is my person right now?')).toBe('meeting');
    expect(topicOf('Will I meet someone this year?')).toBe('meeting');
  });

  it('reads questions about finding (how / find)', () => {
    expect(topicOf('How should I open my heart?')).toBe('finding');
    expect(topicOf('Will I find my soulmate?')).toBe('finding');
  });

  it('reads questions about love (love / relationship)', () => {
    expect(topicOf('Is true love written in my cards?')).toBe('love');
    expect(topicOf('What does my next relationship look like?')).toBe('love');
  });

  it('reads questions about readiness (ready / waiting)', () => {
    expect(topicOf('Am I ready to open up again?')).toBe('readiness');
    expect(topicOf('Is he waiting for me too?')).toBe('readiness');
  });

  it('falls back to the default intro', () => {
    expect(topicOf('What does the universe want me to know?')).toBe('general');
    expect(topicOf('')).toBe('general');
  });

  it('ignores letter case', () => {
    expect(topicOf('WHEN WILL IT HAPPEN?')).toBe('timing');
    expect(topicOf('wHeRe will it happen?')).toBe('meeting');
    expect(topicOf('IS IT LOVE?')).toBe('love');
  });

  it('tries the groups in order when several match', () => {
    expect(topicOf('When will I meet my soulmate?')).toBe('timing');
    expect(topicOf('Where will I find love?')).toBe('meeting');
    expect(topicOf('How do I know this relationship is the one?')).toBe('finding');
    expect(topicOf('Is love ready for me, or am I waiting in vain?')).toBe('love');
  });

  it('matches whole words, not parts of other words', () => {
    // "show" is not "how", "somewhere" is not "where", "sometimes" is not "time", "lovely" is not "love".
    expect(topicOf('Please show me something lovely somewhere, sometimes.')).toBe('general');
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
