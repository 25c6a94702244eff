import { TEXT_MAX, TEXTAREA_MAX, type QuestionnaireDefinition } from './definition';

/**
 * The generic questionnaire (`/questionnaire/{id}`): five steps, the last a review. The answers and
 * rules come from the product; the labels and field messages are ours, in the other forms' voice.
 */
export const GENERIC_QUESTIONNAIRE: QuestionnaireDefinition = {
  id: 'generic',
  copy: {
    title: 'Soulmate Reading Questionnaire',
    duration: 'Takes about 2 minutes',
    submitLabel: 'Complete Questionnaire',
    successTitle: 'Questionnaire submitted successfully',
    successDescription: 'Thank you for completing the questionnaire. Your reading will be prepared soon.',
    errorTitle: 'Submission error',
    errorFallback: 'There was an error submitting your questionnaire. Please try again.',
  },
  steps: [
    {
      id: 'personal',
      title: 'About you',
      description: 'Let’s start with the basics, so your reading speaks to you.',
      fields: [
        {
          kind: 'text',
          name: 'firstName',
          label: 'First name',
          placeholder: 'Your first name',
          minLength: { value: 1, message: 'Please enter your first name' },
          maxLength: TEXT_MAX,
        },
        {
          kind: 'text',
          name: 'location',
          label: 'Where do you live?',
          hint: 'Optional. A city or region is enough.',
          placeholder: 'e.g. Lisbon, Portugal',
          optional: true,
          maxLength: TEXT_MAX,
        },
      ],
    },
    {
      id: 'relationship-status',
      title: 'Your relationship status',
      description: 'Where is your heart right now?',
      fields: [
        {
          kind: 'radio',
          name: 'relationshipStatus',
          label: 'Which describes you best?',
          message: 'Please select your relationship status',
          options: [
            { value: 'single', label: 'Single and ready for love' },
            { value: 'casual', label: 'Dating casually' },
            { value: 'uncertain', label: 'In a relationship, but unsure about it' },
            { value: 'happy', label: 'Happily in a relationship' },
            { value: 'healing', label: 'Healing from a breakup' },
            { value: 'other', label: 'Something else' },
          ],
          other: {
            value: 'other',
            name: 'relationshipStatusOther',
            label: 'Tell us about your situation',
            placeholder: 'In a few words',
            message: 'Please describe your relationship status',
            maxLength: TEXT_MAX,
          },
        },
      ],
    },
    {
      id: 'someone-special',
      title: 'Someone special',
      description: 'Is there someone on your mind? You can skip this step.',
      fields: [
        {
          kind: 'textarea',
          name: 'specificPerson',
          label: 'Is there a specific person you’d like the cards to look at?',
          hint: 'Optional. A first name and a line about them is plenty.',
          optional: true,
          maxLength: TEXTAREA_MAX,
        },
      ],
    },
    {
      id: 'love-blocks',
      title: 'What holds love back',
      description: 'Choose everything that feels true, even a little.',
      fields: [
        {
          kind: 'multi',
          name: 'loveBlocks',
          label: 'What do you feel is blocking love in your life?',
          message: 'Please choose at least one',
          options: [
            { value: 'fear', label: 'Fear of getting hurt' },
            { value: 'unavailable', label: 'Attracting unavailable partners' },
            { value: 'unworthy', label: 'Feeling unworthy of love' },
            { value: 'trust', label: 'Finding it hard to trust' },
            { value: 'unknown', label: 'I’m not sure' },
            { value: 'other', label: 'Something else' },
          ],
          other: {
            value: 'other',
            name: 'loveBlocksOther',
            label: 'What else is blocking love?',
            placeholder: 'In a few words',
            message: 'Please describe what else is blocking love',
            maxLength: TEXT_MAX,
          },
        },
      ],
    },
    { id: 'review', title: 'Review your answers', description: 'Check everything looks right, then send it to your reader.', review: true, fields: [] },
  ],
};
