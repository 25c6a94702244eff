import { dateOfBirthField, TEXT_MAX, TEXTAREA_MAX, type QuestionnaireDefinition } from './definition';

/**
 * The twin flame questionnaire (`/twin-flame-questionnaire/{id}`). The page was linked before it had
 * questions; these are ours, for a reading of one intense connection, in the other forms' voice.
 */
export const TWIN_FLAME_QUESTIONNAIRE: QuestionnaireDefinition = {
  id: 'twin-flame',
  copy: {
    title: 'Twin Flame Connection Questionnaire',
    duration: 'Takes about 2 minutes',
    intro: 'A twin flame connection is like no other. Tell us about yours so your reading can follow its path.',
    submitLabel: 'Complete Questionnaire',
    successTitle: 'Questionnaire submitted successfully!',
    successDescription: 'Your twin flame reading is now in progress.',
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
        dateOfBirthField(),
      ],
    },
    {
      id: 'connection',
      title: 'Your connection',
      fields: [
        {
          kind: 'radio',
          name: 'connectionStatus',
          label: 'Have you met the person you feel is your twin flame?',
          message: 'Please tell us where your connection stands',
          options: [
            { value: 'together', label: 'Yes, and we are together' },
            { value: 'apart', label: 'Yes, but we are apart' },
            { value: 'unsure', label: 'I think so, but I’m not sure' },
            { value: 'not-yet', label: 'Not yet' },
          ],
        },
        { kind: 'text', name: 'partnerName', label: 'Their first name', hint: 'Optional.', optional: true, maxLength: TEXT_MAX },
      ],
    },
    {
      id: 'signs',
      title: 'The signs',
      description: 'Choose every sign you have noticed.',
      fields: [
        {
          kind: 'multi',
          name: 'signs',
          label: 'Which signs of a twin flame connection have you felt?',
          message: 'Please choose at least one',
          options: [
            { value: 'instant-recognition', label: 'An instant sense of recognition' },
            { value: 'synchronicities', label: 'Repeating numbers and synchronicities' },
            { value: 'mirroring', label: 'They mirror my fears and my strengths' },
            { value: 'telepathy', label: 'Knowing what they feel from afar' },
            { value: 'separation', label: 'Painful cycles of separation' },
            { value: 'other', label: 'Something else' },
          ],
          other: {
            value: 'other',
            name: 'signsOther',
            label: 'What else have you noticed?',
            placeholder: 'In a few words',
            message: 'Please describe the sign you have noticed',
            maxLength: TEXT_MAX,
          },
        },
      ],
    },
    {
      id: 'journey',
      title: 'Your journey',
      fields: [
        {
          kind: 'select',
          name: 'journeyStage',
          label: 'Which stage feels closest to where you are?',
          placeholder: 'Select a stage',
          message: 'Please choose the stage that feels closest',
          options: [
            { value: 'yearning', label: 'Yearning: waiting to meet them' },
            { value: 'recognition', label: 'Recognition: we have just met' },
            { value: 'testing', label: 'Testing: old wounds are surfacing' },
            { value: 'runner-chaser', label: 'Runner and chaser' },
            { value: 'surrender', label: 'Surrender: letting go' },
            { value: 'reunion', label: 'Reunion' },
            { value: 'not-sure', label: 'I’m not sure' },
          ],
        },
        {
          kind: 'textarea',
          name: 'question',
          label: 'What would you most like your reading to reveal?',
          minLength: { value: 5, message: 'Please share what you would like your reading to reveal' },
          maxLength: TEXTAREA_MAX,
        },
      ],
    },
    { id: 'review', title: 'Review your answers', description: 'Check everything looks right, then send it to your reader.', review: true, fields: [] },
  ],
};
