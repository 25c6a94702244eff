import { describe, expect, it } from 'vitest';
import { SOULMATE_QUESTIONNAIRE as soulmate } from './soulmate';
import { chars, messagesFor, parsed } from './testing';

const valid = {
  relationshipStatus: 'single',
  specificPerson: 'No one yet',
  expectationsFromReading: 'When we meet',
  genderPreference: 'female',
  soulmateTraits: 'Kind eyes and a quick laugh',
  dateOfBirth: '1990-05-17',
};

describe('soulmate questionnaire', () => {
  it('requires the three core answers, and what the artist needs, each with its message', () => {
    expect(messagesFor(soulmate, {})).toEqual({
      relationshipStatus: 'Please select your relationship status',
      specificPerson: 'Please answer this question',
      expectationsFromReading: 'Please provide some details about your expectations',
      genderPreference: 'Please select your preference',
      soulmateTraits: 'Please provide at least 10 characters about your ideal soulmate',
      dateOfBirth: 'Please select your date of birth',
    });
  });

  it('asks whom the customer is attracted to with the free form’s five choices, traits of 10 characters, and a real birth date', () => {
    for (const preference of ['male', 'female', 'both', 'non-binary', 'no-preference']) {
      expect(messagesFor(soulmate, { ...valid, genderPreference: preference }), preference).toEqual({});
    }
    expect(messagesFor(soulmate, { ...valid, genderPreference: 'men' })).toEqual({ genderPreference: 'Please select your preference' });
    expect(messagesFor(soulmate, { ...valid, soulmateTraits: chars(9) })).toEqual({ soulmateTraits: 'Please provide at least 10 characters about your ideal soulmate' });
    expect(messagesFor(soulmate, { ...valid, soulmateTraits: chars(10) })).toEqual({});
    expect(messagesFor(soulmate, { ...valid, dateOfBirth: '2024-03-02' })).toEqual({ dateOfBirth: 'Please choose a date between January 1, 1900 and today' });
    expect(parsed(soulmate, valid)).toMatchObject({ genderPreference: 'female', soulmateTraits: 'Kind eyes and a quick laugh', dateOfBirth: '1990-05-17' });
  });

  it('takes only the listed statuses', () => {
    for (const status of ['single', 'dating', 'separated', 'divorced', 'widowed', 'complicated']) {
      expect(messagesFor(soulmate, { ...valid, relationshipStatus: status })).toEqual({});
    }
    expect(messagesFor(soulmate, { ...valid, relationshipStatus: 'married' })).toEqual({ relationshipStatus: 'Please select your relationship status' });
  });

  it('specificPerson needs 1 character and expectations 5, after trimming', () => {
    expect(messagesFor(soulmate, { ...valid, specificPerson: chars(0) })).toEqual({ specificPerson: 'Please answer this question' });
    expect(messagesFor(soulmate, { ...valid, specificPerson: chars(1) })).toEqual({});
    expect(messagesFor(soulmate, { ...valid, expectationsFromReading: chars(4) })).toEqual({
      expectationsFromReading: 'Please provide some details about your expectations',
    });
    expect(messagesFor(soulmate, { ...valid, expectationsFromReading: chars(5) })).toEqual({});
  });

  it('keeps the optional answers optional, and checks the ones given', () => {
    expect(parsed(soulmate, { ...valid, firstName: '', zodiacSign: '', spiritualOpenness: '' })).toMatchObject({
      firstName: null,
      zodiacSign: null,
      spiritualOpenness: null,
      loveBlocks: null,
      additionalInfo: null,
      location: null,
    });
    expect(parsed(soulmate, { ...valid, zodiacSign: 'scorpio', spiritualOpenness: 'very-open' })).toMatchObject({ zodiacSign: 'scorpio', spiritualOpenness: 'very-open' });
    expect(messagesFor(soulmate, { ...valid, zodiacSign: 'Scorpio' })).toEqual({ zodiacSign: 'Please choose one of the twelve signs' });
    expect(messagesFor(soulmate, { ...valid, spiritualOpenness: 'open' })).toEqual({ spiritualOpenness: 'Please choose one of the options' });
  });

  it('offers the twelve signs in lower case', () => {
    const sign = soulmate.steps.flatMap((step) => step.fields).find((field) => field.name === 'zodiacSign');
    expect(sign?.kind === 'select' && sign.options.map((option) => option.value)).toEqual([
      'aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces',
    ]);
  });
});
