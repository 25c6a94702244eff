import { dateOfBirthField, TEXT_MAX, TEXTAREA_MAX, type QuestionnaireDefinition } from './definition';

/**
 * The love forecast questionnaire (`/love-forecast-questionnaire/{id}`). The page was linked before it
 * had questions; these are ours, for a reading of the months ahead, in the other forms' voice.
 */
export const LOVE_FORECAST_QUESTIONNAIRE: QuestionnaireDefinition = {
  id: 'love-forecast',
  copy: {
    title: 'Love Forecast Questionnaire',
    duration: 'Takes about 2 minutes',
    intro: 'Your forecast follows the cards through the months ahead. Tell us where you stand today and what you hope for.',
    submitLabel: 'Complete Questionnaire',
    successTitle: 'Questionnaire submitted successfully!',
    successDescription: 'Your love forecast is now in progress.',
    errorTitle: 'Error submitting questionnaire',
    errorFallback: 'Please try again later.',
  },
  steps: [
    {
      id: 'about-you',
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
        dateOfBirthField('Your forecast follows your sign through the year.'),
      ],
    },
    {
      id: 'love-now',
      title: 'Your love life now',
      fields: [
        {
          kind: 'radio',
          name: 'relationshipStatus',
          label: 'Which describes you best?',
          message: 'Please select your relationship status',
          options: [
            { value: 'single', label: 'Single' },
            { value: 'dating', label: 'Dating' },
            { value: 'in-relationship', label: 'In a relationship' },
            { value: 'married', label: 'Married' },
            { value: 'separated', label: 'Separated or divorced' },
            { value: 'complicated', label: 'It’s complicated' },
          ],
        },
        {
          kind: 'textarea',
          name: 'currentFeelings',
          label: 'How do you feel about love right now?',
          placeholder: 'Hopeful, tired, curious…',
          minLength: { value: 3, message: 'Please tell us how you feel about love right now' },
          maxLength: TEXTAREA_MAX,
        },
      ],
    },
    {
      id: 'looking-ahead',
      title: 'Looking ahead',
      fields: [
        {
          kind: 'select',
          name: 'forecastFocus',
          label: 'What should your forecast focus on?',
          placeholder: 'Select a focus',
          message: 'Please choose what your forecast should focus on',
          options: [
            { value: 'meeting-someone', label: 'Meeting someone new' },
            { value: 'deepening', label: 'Deepening my current relationship' },
            { value: 'reconciliation', label: 'A reconciliation' },
            { value: 'self-love', label: 'Healing and self-love' },
            { value: 'timing', label: 'When love will arrive' },
          ],
        },
        {
          kind: 'select',
          name: 'forecastWindow',
          label: 'How far ahead should we look?',
          placeholder: 'Select a time frame',
          message: 'Please choose how far ahead to look',
          options: [
            { value: 'three-months', label: 'The next 3 months' },
            { value: 'six-months', label: 'The next 6 months' },
            { value: 'twelve-months', label: 'The year ahead' },
          ],
        },
        {
          kind: 'textarea',
          name: 'hopes',
          label: 'What do you most hope the coming months bring?',
          minLength: { value: 5, message: 'Please share a few words about your hopes' },
          maxLength: TEXTAREA_MAX,
        },
      ],
    },
    {
      id: 'question',
      title: 'Your question',
      description: 'Optional: one question the cards should answer.',
      fields: [
        { kind: 'textarea', name: 'specificQuestion', label: 'Is there one question you want answered?', optional: true, maxLength: TEXTAREA_MAX },
      ],
    },
    { id: 'review', title: 'Review your answers', description: 'Check everything looks right, then send it to your reader.', review: true, fields: [] },
  ],
};
