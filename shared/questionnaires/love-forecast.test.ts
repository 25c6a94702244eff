import { describe, expect, it } from 'vitest';
import { LOVE_FORECAST_QUESTIONNAIRE as loveForecast } from './love-forecast';
import { chars, messagesFor, parsed } from './testing';

const valid = {
  firstName: 'Lyra',
  dateOfBirth: '1992-02-29',
  relationshipStatus: 'single',
  currentFeelings: 'Hopeful',
  forecastFocus: 'meeting-someone',
  forecastWindow: 'six-months',
  hopes: 'Someone kind',
};

describe('love forecast questionnaire (ours)', () => {
  it('has 4 steps of questions and a review', () => {
    expect(loveForecast.steps).toHaveLength(5);
    expect(loveForecast.steps.at(-1)?.review).toBe(true);
  });

  it('gives every required answer its message', () => {
    expect(messagesFor(loveForecast, {})).toEqual({
      firstName: 'Please enter your first name',
      dateOfBirth: 'Please select your date of birth',
      relationshipStatus: 'Please select your relationship status',
      currentFeelings: 'Please tell us how you feel about love right now',
      forecastFocus: 'Please choose what your forecast should focus on',
      forecastWindow: 'Please choose how far ahead to look',
      hopes: 'Please share a few words about your hopes',
    });
  });

  it('checks the text lengths at their boundaries', () => {
    expect(Object.keys(messagesFor(loveForecast, { ...valid, currentFeelings: chars(2) }))).toEqual(['currentFeelings']);
    expect(messagesFor(loveForecast, { ...valid, currentFeelings: chars(3) })).toEqual({});
    expect(Object.keys(messagesFor(loveForecast, { ...valid, hopes: chars(4) }))).toEqual(['hopes']);
    expect(messagesFor(loveForecast, { ...valid, hopes: chars(5) })).toEqual({});
  });

  it('takes birth dates from 1900-01-01 to today', () => {
    expect(messagesFor(loveForecast, { ...valid, dateOfBirth: '1899-12-31' })).toEqual({ dateOfBirth: 'Please choose a date between January 1, 1900 and today' });
    expect(messagesFor(loveForecast, { ...valid, dateOfBirth: '2024-03-02' })).toEqual({ dateOfBirth: 'Please choose a date between January 1, 1900 and today' });
    expect(messagesFor(loveForecast, { ...valid, dateOfBirth: '1993-02-29' })).toEqual({ dateOfBirth: 'Please select your date of birth' });
  });

  it('keeps the question optional', () => {
    expect(parsed(loveForecast, valid)).toEqual({ ...valid, specificQuestion: null });
  });
});
