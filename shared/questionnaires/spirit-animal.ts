import { zodiacSignForIsoDate } from '../domain/zodiac';
import { dateOfBirthField, TEXT_MAX, TEXTAREA_MAX, type QuestionnaireDefinition } from './definition';

/**
 * The spirit animal questionnaire (`/spirit-animal-questionnaire/{id}`): six steps, with their fields,
 * messages and order. The zodiac sign is worked out from the birth
 * date, never asked. The old page's step check wanted 3 characters in every text while its schema
 * wanted 1 for names and cities, so "Al" could neither pass nor show an error; here the schema is the
 * one rule: names and places need 1 character, the three descriptions 3.
 */
export const SPIRIT_ANIMAL_QUESTIONNAIRE: QuestionnaireDefinition = {
  id: 'spirit-animal',
  copy: {
    title: 'Spirit Animal Love Tarot Questionnaire',
    duration: 'Takes about 3 minutes',
    intro: 'Your spirit animal speaks through your story. A few questions help us hear it clearly.',
    submitLabel: 'Submit',
    successTitle: 'Questionnaire submitted successfully!',
    successDescription: 'Your spirit animal love tarot reading is now in progress.',
    errorTitle: 'Error submitting questionnaire',
    errorFallback: 'Please try again later.',
  },
  steps: [
    {
      id: 'personal',
      title: 'About you',
      fields: [
        {
          kind: 'text',
          name: 'firstName',
          label: 'First name',
          placeholder: 'Your first name',
          minLength: { value: 1, message: 'Please enter your first name' },
          maxLength: TEXT_MAX,
        },
        dateOfBirthField('Your zodiac sign is worked out from it.'),
        {
          kind: 'text',
          name: 'currentCity',
          label: 'Current city',
          placeholder: 'Where you live now',
          minLength: { value: 1, message: 'Please enter your current city' },
          maxLength: TEXT_MAX,
        },
      ],
    },
    {
      id: 'birth-details',
      title: 'Where you were born',
      description: 'The place you arrived shapes the energy you carry.',
      fields: [
        { kind: 'text', name: 'birthCity', label: 'Birth city', minLength: { value: 1, message: 'Please enter your birth city' }, maxLength: TEXT_MAX },
        {
          kind: 'text',
          name: 'birthState',
          label: 'Birth state or province',
          minLength: { value: 1, message: 'Please enter your birth state/province' },
          maxLength: TEXT_MAX,
        },
        { kind: 'text', name: 'birthCountry', label: 'Birth country', minLength: { value: 1, message: 'Please enter your birth country' }, maxLength: TEXT_MAX },
      ],
    },
    {
      id: 'relationship-status',
      title: 'Your relationship status',
      fields: [
        {
          kind: 'radio',
          name: 'relationshipStatus',
          label: 'Which describes you best right now?',
          message: 'Please select your relationship status',
          options: [
            { value: 'single', label: 'Single' },
            { value: 'dating', label: 'Dating' },
            { value: 'in-relationship', label: 'In a relationship' },
            { value: 'engaged', label: 'Engaged' },
            { value: 'married', label: 'Married' },
            { value: 'separated', label: 'Separated' },
            { value: 'divorced', label: 'Divorced' },
            { value: 'widowed', label: 'Widowed' },
            { value: 'complicated', label: 'It’s complicated' },
          ],
        },
      ],
    },
    {
      id: 'love-situation',
      title: 'Your love situation',
      fields: [
        {
          kind: 'textarea',
          name: 'loveSituationClarity',
          label: 'What would you like clarity on in your love life?',
          placeholder: 'Describe your situation in your own words',
          minLength: { value: 3, message: 'Please describe your love situation' },
          maxLength: TEXTAREA_MAX,
        },
        {
          kind: 'select',
          name: 'relationshipTimeframe',
          label: 'Which part of your story should the reading focus on?',
          placeholder: 'Select a timeframe',
          message: 'Please select the relationship timeframe',
          options: [
            { value: 'past', label: 'The past' },
            { value: 'present', label: 'The present' },
            { value: 'future', label: 'The future' },
            { value: 'mix', label: 'A mix of all three' },
          ],
        },
      ],
    },
    {
      id: 'animal-connection',
      title: 'Your animal connection',
      fields: [
        {
          kind: 'textarea',
          name: 'dreamAnimals',
          label: 'Which animals appear in your dreams or keep crossing your path?',
          placeholder: 'For example: an owl at my window, a recurring dream about wolves',
          minLength: { value: 3, message: 'Please describe any animals in your dreams' },
          maxLength: TEXTAREA_MAX,
        },
        {
          kind: 'textarea',
          name: 'desiredLoveAnimal',
          label: 'Which animal represents the qualities you want in love?',
          placeholder: 'For example: a swan, for loyalty',
          minLength: { value: 3, message: 'Please share what animal represents your desired love qualities' },
          maxLength: TEXTAREA_MAX,
        },
      ],
    },
    {
      id: 'preferences',
      title: 'Your preferences',
      fields: [
        { kind: 'checkbox', name: 'wantsDirectAnswer', label: 'I would like a direct yes-or-no answer where the cards allow it', default: false },
        {
          kind: 'textarea',
          name: 'additionalInfo',
          label: 'Anything else you would like to share?',
          hint: 'Optional.',
          optional: true,
          maxLength: TEXTAREA_MAX,
        },
      ],
    },
  ],
  derived: [
    {
      name: 'zodiacSign',
      label: 'Zodiac sign',
      derive: (answers) => (typeof answers.dateOfBirth === 'string' ? (zodiacSignForIsoDate(answers.dateOfBirth)?.id ?? null) : null),
    },
  ],
};
