import { describe, expect, it } from 'vitest';
import { answersSchemaFor } from './schema';
import { SPIRIT_ANIMAL_QUESTIONNAIRE as spiritAnimal } from './spirit-animal';
import { chars, messagesFor, parsed, stepMessagesFor } from './testing';

const valid = {
  firstName: 'Lyra',
  dateOfBirth: '1990-08-15',
  currentCity: 'Porto',
  birthCity: 'Braga',
  birthState: 'Minho',
  birthCountry: 'Portugal',
  relationshipStatus: 'single',
  loveSituationClarity: 'Will he call?',
  relationshipTimeframe: 'future',
  dreamAnimals: 'Owls',
  desiredLoveAnimal: 'Swan',
  wantsDirectAnswer: true,
};

const RANGE = 'Please choose a date between January 1, 1900 and today';

describe('spirit animal questionnaire', () => {
  it('asks six steps in order, with Submit on the last', () => {
    expect(spiritAnimal.steps.map((step) => step.fields.map((field) => field.name))).toEqual([
      ['firstName', 'dateOfBirth', 'currentCity'],
      ['birthCity', 'birthState', 'birthCountry'],
      ['relationshipStatus'],
      ['loveSituationClarity', 'relationshipTimeframe'],
      ['dreamAnimals', 'desiredLoveAnimal'],
      ['wantsDirectAnswer', 'additionalInfo'],
    ]);
    expect(spiritAnimal.copy.submitLabel).toBe('Submit');
  });

  it('gives every required answer its own message', () => {
    expect(messagesFor(spiritAnimal, {})).toEqual({
      firstName: 'Please enter your first name',
      dateOfBirth: 'Please select your date of birth',
      currentCity: 'Please enter your current city',
      birthCity: 'Please enter your birth city',
      birthState: 'Please enter your birth state/province',
      birthCountry: 'Please enter your birth country',
      relationshipStatus: 'Please select your relationship status',
      loveSituationClarity: 'Please describe your love situation',
      relationshipTimeframe: 'Please select the relationship timeframe',
      dreamAnimals: 'Please describe any animals in your dreams',
      desiredLoveAnimal: 'Please share what animal represents your desired love qualities',
    });
  });

  it.each(['firstName', 'currentCity', 'birthCity', 'birthState', 'birthCountry'])('%s needs 1 character after trimming', (name) => {
    expect(Object.keys(messagesFor(spiritAnimal, { ...valid, [name]: chars(0) }))).toEqual([name]);
    expect(messagesFor(spiritAnimal, { ...valid, [name]: chars(1) })).toEqual({});
  });

  it.each(['loveSituationClarity', 'dreamAnimals', 'desiredLoveAnimal'])('%s needs 3 characters after trimming', (name) => {
    expect(Object.keys(messagesFor(spiritAnimal, { ...valid, [name]: chars(2) }))).toEqual([name]);
    expect(messagesFor(spiritAnimal, { ...valid, [name]: chars(3) })).toEqual({});
  });

  it('takes only the listed statuses and timeframes', () => {
    for (const status of ['single', 'dating', 'in-relationship', 'engaged', 'married', 'separated', 'divorced', 'widowed', 'complicated']) {
      expect(messagesFor(spiritAnimal, { ...valid, relationshipStatus: status })).toEqual({});
    }
    for (const timeframe of ['past', 'present', 'future', 'mix']) expect(messagesFor(spiritAnimal, { ...valid, relationshipTimeframe: timeframe })).toEqual({});
    expect(messagesFor(spiritAnimal, { ...valid, relationshipTimeframe: 'always' })).toEqual({ relationshipTimeframe: 'Please select the relationship timeframe' });
  });

  it('takes a birth date from 1900-01-01 to today (2024-03-01 here), not tomorrow', () => {
    expect(messagesFor(spiritAnimal, { ...valid, dateOfBirth: '1899-12-31' })).toEqual({ dateOfBirth: RANGE });
    expect(messagesFor(spiritAnimal, { ...valid, dateOfBirth: '1900-01-01' })).toEqual({});
    expect(messagesFor(spiritAnimal, { ...valid, dateOfBirth: '2024-03-01' })).toEqual({});
    expect(messagesFor(spiritAnimal, { ...valid, dateOfBirth: '2024-03-02' })).toEqual({ dateOfBirth: RANGE });
  });

  it('takes a leap day only in a leap year, and only real yyyy-MM-dd days', () => {
    expect(parsed(spiritAnimal, { ...valid, dateOfBirth: '2024-02-29' })).toMatchObject({ dateOfBirth: '2024-02-29', zodiacSign: 'pisces' });
    expect(parsed(spiritAnimal, { ...valid, dateOfBirth: '2000-02-29' })).toMatchObject({ dateOfBirth: '2000-02-29' });
    for (const date of ['2023-02-29', '1900-02-29', '2024-02-30', '15/08/1990', '1990-8-15', '', 19900815]) {
      expect(messagesFor(spiritAnimal, { ...valid, dateOfBirth: date })).toEqual({ dateOfBirth: 'Please select your date of birth' });
    }
  });

  it('by default allows the latest "today" on Earth, so the server never refuses a customer’s own today', () => {
    const now = new Date();
    const ahead = new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const tooFar = new Date(now.getTime() + 40 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(answersSchemaFor(spiritAnimal).safeParse({ ...valid, dateOfBirth: ahead }).success).toBe(true);
    expect(answersSchemaFor(spiritAnimal).safeParse({ ...valid, dateOfBirth: tooFar }).success).toBe(false);
  });

  it('derives the zodiac sign from the birth date and ignores one sent', () => {
    expect(parsed(spiritAnimal, { ...valid, dateOfBirth: '1990-08-15', zodiacSign: 'aries' }).zodiacSign).toBe('leo');
    expect(parsed(spiritAnimal, { ...valid, dateOfBirth: '1990-03-21' }).zodiacSign).toBe('aries');
    expect(parsed(spiritAnimal, { ...valid, dateOfBirth: '1990-03-20' }).zodiacSign).toBe('pisces');
  });

  it('wantsDirectAnswer is false unless ticked, additionalInfo null when empty', () => {
    const { wantsDirectAnswer: _ignored, ...withoutBox } = valid;
    expect(parsed(spiritAnimal, { ...withoutBox, additionalInfo: '   ' })).toMatchObject({ wantsDirectAnswer: false, additionalInfo: null });
    expect(messagesFor(spiritAnimal, { ...valid, wantsDirectAnswer: 'yes' })).toEqual({ wantsDirectAnswer: 'Please tick the box or leave it empty' });
  });

  it('checks one step at a time (only that step’s fields)', () => {
    expect(stepMessagesFor(spiritAnimal, 1, { birthCity: 'Braga', birthState: '', birthCountry: 'Portugal' })).toEqual({
      birthState: 'Please enter your birth state/province',
    });
    expect(stepMessagesFor(spiritAnimal, 5, { wantsDirectAnswer: false, additionalInfo: '' })).toEqual({});
  });
});
