import { describe, expect, it } from 'vitest';
import { TWIN_FLAME_QUESTIONNAIRE as twinFlame } from './twin-flame';
import { chars, messagesFor, parsed, stepMessagesFor } from './testing';

const valid = {
  firstName: 'Lyra',
  dateOfBirth: '1990-01-01',
  connectionStatus: 'apart',
  signs: ['synchronicities'],
  journeyStage: 'runner-chaser',
  question: 'Will we reunite?',
};

describe('twin flame questionnaire (ours)', () => {
  it('has 4 steps of questions and a review', () => {
    expect(twinFlame.steps).toHaveLength(5);
    expect(twinFlame.steps.at(-1)?.review).toBe(true);
  });

  it('gives every required answer its message', () => {
    expect(messagesFor(twinFlame, {})).toEqual({
      firstName: 'Please enter your first name',
      dateOfBirth: 'Please select your date of birth',
      connectionStatus: 'Please tell us where your connection stands',
      signs: 'Please choose at least one',
      journeyStage: 'Please choose the stage that feels closest',
      question: 'Please share what you would like your reading to reveal',
    });
  });

  it('needs a description for "something else"', () => {
    expect(stepMessagesFor(twinFlame, 2, { signs: ['other'], signsOther: '' })).toEqual({ signsOther: 'Please describe the sign you have noticed' });
    expect(parsed(twinFlame, { ...valid, signs: ['other', 'telepathy'], signsOther: 'Dreams' })).toMatchObject({ signsOther: 'Dreams' });
  });

  it('needs 5 characters of question', () => {
    expect(Object.keys(messagesFor(twinFlame, { ...valid, question: chars(4) }))).toEqual(['question']);
    expect(messagesFor(twinFlame, { ...valid, question: chars(5) })).toEqual({});
  });

  it('keeps their name optional', () => {
    expect(parsed(twinFlame, valid)).toEqual({ ...valid, partnerName: null, signsOther: null });
  });
});
