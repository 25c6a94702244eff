import { ZODIAC_SIGNS } from '../domain/zodiac';
import { FREE_READING_MESSAGES, GENDER_PREFERENCES } from '../schemas/reading';
import { dateOfBirthField, TEXT_MAX, TEXTAREA_MAX, type QuestionnaireDefinition } from './definition';

/**
 * The soulmate questionnaire (`/soulmate-questionnaire/{id}`): what the Soulmate Sketch & Reading's
 * artist needs to draw. Its relationship status, someone specific and expectations, as first asked;
 * then whom the customer is attracted to (the free form's five choices, its message), the
 * traits they hope for (its rule and message) and their birth date, all required; the rest optional.
 * The customer picks their own sign (an answer of its own, not worked out from the birth date).
 */
export const SOULMATE_QUESTIONNAIRE: QuestionnaireDefinition = {
  id: 'soulmate',
  copy: {
    title: 'Soulmate Reading Questionnaire',
    duration: 'Takes about 2 minutes',
    intro: 'Your answers guide our psychic artist as they draw your soulmate and read the cards for you.',
    submitLabel: 'Submit Questionnaire',
    successTitle: 'Questionnaire submitted successfully!',
    successDescription: 'Your soulmate reading is now in progress.',
    errorTitle: 'Error submitting questionnaire',
    errorFallback: 'Failed to submit questionnaire',
  },
  steps: [
    {
      id: 'relationship',
      title: 'Your love life today',
      fields: [
        {
          kind: 'select',
          name: 'relationshipStatus',
          label: 'What is your relationship status?',
          placeholder: 'Select your status',
          message: 'Please select your relationship status',
          options: [
            { value: 'single', label: 'Single' },
            { value: 'dating', label: 'Dating' },
            { value: 'separated', label: 'Separated' },
            { value: 'divorced', label: 'Divorced' },
            { value: 'widowed', label: 'Widowed' },
            { value: 'complicated', label: 'It’s complicated' },
          ],
        },
        {
          kind: 'textarea',
          name: 'specificPerson',
          label: 'Is there someone specific on your mind?',
          hint: 'Tell us who, or simply answer “no one yet”.',
          minLength: { value: 1, message: 'Please answer this question' },
          maxLength: TEXTAREA_MAX,
        },
      ],
    },
    {
      id: 'your-soulmate',
      title: 'Your soulmate',
      description: 'Our artist draws from these.',
      fields: [
        {
          kind: 'radio',
          name: 'genderPreference',
          label: 'Who are you attracted to?',
          message: FREE_READING_MESSAGES.genderPreference,
          options: GENDER_PREFERENCES,
        },
        {
          kind: 'textarea',
          name: 'soulmateTraits',
          label: 'What traits do you hope for in your soulmate?',
          placeholder: 'For example: kind eyes, a calm voice, someone who makes me laugh…',
          minLength: { value: 10, message: FREE_READING_MESSAGES.soulmateTrait },
          maxLength: TEXTAREA_MAX,
        },
      ],
    },
    {
      id: 'expectations',
      title: 'Your reading',
      fields: [
        {
          kind: 'textarea',
          name: 'expectationsFromReading',
          label: 'What do you hope to learn from your reading?',
          placeholder: 'For example: when I will meet them, what they are like…',
          minLength: { value: 5, message: 'Please provide some details about your expectations' },
          maxLength: TEXTAREA_MAX,
        },
        {
          kind: 'radio',
          name: 'spiritualOpenness',
          label: 'How open are you to spiritual guidance?',
          optional: true,
          message: 'Please choose one of the options',
          options: [
            { value: 'very-open', label: 'Very open' },
            { value: 'somewhat-open', label: 'Somewhat open' },
            { value: 'neutral', label: 'Neutral' },
            { value: 'skeptical', label: 'A little skeptical' },
            { value: 'scientific', label: 'I prefer a scientific view' },
          ],
        },
      ],
    },
    {
      id: 'about-you',
      title: 'About you',
      description: 'Your birth date, and anything else that helps.',
      fields: [
        { kind: 'text', name: 'firstName', label: 'First name', optional: true, maxLength: TEXT_MAX },
        dateOfBirthField('Your chart guides the sketch.'),
        {
          kind: 'select',
          name: 'zodiacSign',
          label: 'Your zodiac sign',
          placeholder: 'Select your sign',
          optional: true,
          message: 'Please choose one of the twelve signs',
          options: ZODIAC_SIGNS.map((sign) => ({ value: sign.id, label: `${sign.name} (${sign.dateRange})` })),
        },
        { kind: 'text', name: 'location', label: 'Where do you live?', hint: 'A city or region is enough.', optional: true, maxLength: TEXT_MAX },
      ],
    },
    {
      id: 'anything-else',
      title: 'Anything else',
      description: 'Optional: the more we know, the clearer the picture.',
      fields: [
        { kind: 'textarea', name: 'loveBlocks', label: 'What do you feel has held love back for you?', optional: true, maxLength: TEXTAREA_MAX },
        { kind: 'textarea', name: 'additionalInfo', label: 'Anything else your reader should know?', optional: true, maxLength: TEXTAREA_MAX },
      ],
    },
    { id: 'review', title: 'Review your answers', description: 'Check everything looks right, then send it to your reader.', review: true, fields: [] },
  ],
};
