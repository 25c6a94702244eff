import { describe, expect, it } from 'vitest';
import { describeAnswers } from './describe';
import { GENERIC_QUESTIONNAIRE } from './generic';
import { MONEY_TREE_QUESTIONNAIRE } from './money-tree';
import { SPIRIT_ANIMAL_QUESTIONNAIRE } from './spirit-animal';

describe('describeAnswers', () => {
  it('lays answers out by step with the questionnaire’s labels, an "other" description after its choice', () => {
    const steps = describeAnswers(GENERIC_QUESTIONNAIRE, {
      firstName: 'Lyra',
      location: '',
      relationshipStatus: 'other',
      relationshipStatusOther: 'Long distance',
      specificPerson: null,
      loveBlocks: ['fear', 'other'],
      loveBlocksOther: 'Time',
    });
    expect(steps.map((step) => step.title)).toEqual(['About you', 'Your relationship status', 'Someone special', 'What holds love back']);
    expect(steps[1]?.answers).toEqual([
      { name: 'relationshipStatus', label: 'Which describes you best?', text: 'Something else' },
      { name: 'relationshipStatusOther', label: 'Tell us about your situation', text: 'Long distance' },
    ]);
    expect(steps[0]?.answers[1]?.text).toBeUndefined();
    expect(steps[3]?.answers.map((answer) => answer.text)).toEqual(['Fear of getting hurt, Something else', 'Time']);
  });

  it('leaves out a description when "other" is not chosen', () => {
    const steps = describeAnswers(GENERIC_QUESTIONNAIRE, { relationshipStatus: 'single', relationshipStatusOther: 'stale' });
    expect(steps[1]?.answers.map((answer) => answer.name)).toEqual(['relationshipStatus']);
  });

  it('writes dates long, booleans as Yes/No, the slider with its label, and the derived sign', () => {
    const spirit = describeAnswers(SPIRIT_ANIMAL_QUESTIONNAIRE, { dateOfBirth: '2024-02-29', wantsDirectAnswer: false });
    expect(spirit[0]?.answers[1]?.text).toBe('February 29, 2024');
    expect(spirit[5]?.answers[0]?.text).toBe('No');
    expect(spirit.at(-1)).toEqual({ id: 'derived', title: 'Worked out for you', answers: [{ name: 'zodiacSign', label: 'Zodiac sign', text: 'Pisces' }] });
    expect(describeAnswers(MONEY_TREE_QUESTIONNAIRE, { stressIndex: 5 })[0]?.answers[0]?.text).toBe('5 (Moderate)');
    expect(describeAnswers(MONEY_TREE_QUESTIONNAIRE, { stressIndex: 7 })[0]?.answers[0]?.text).toBe('7');
  });
});
