import { TEXTAREA_MAX, type QuestionnaireDefinition } from './definition';

/**
 * The money tree questionnaire (`/money-tree-questionnaire/{id}`): the 2-minute intake, then the optional section, each a step. The stress index has no message in the
 * original form; ours says what is allowed.
 */
export const MONEY_TREE_QUESTIONNAIRE: QuestionnaireDefinition = {
  id: 'money-tree',
  copy: {
    title: 'Money Tree Reading Questionnaire',
    duration: 'Takes about 2 minutes',
    intro:
      'Your money tree reading looks at the roots of your financial energy and where it can grow. Answer honestly: there are no wrong answers, only clearer readings.',
    submitLabel: 'Submit Questionnaire',
    successTitle: 'Questionnaire submitted successfully!',
    successDescription: 'Your money tree reading is now in progress.',
    errorTitle: 'Error submitting questionnaire',
    errorFallback: 'Please try again later.',
  },
  steps: [
    {
      id: 'intake',
      title: 'Pre-reading Intake (2-minute diagnostic)',
      fields: [
        {
          kind: 'slider',
          name: 'stressIndex',
          label: 'How stressed do you feel about money right now?',
          min: 1,
          max: 10,
          step: 1,
          default: 5,
          labels: [
            { value: 1, label: 'Low stress' },
            { value: 5, label: 'Moderate' },
            { value: 10, label: 'Very urgent' },
          ],
          message: 'Please choose a whole number from 1 to 10',
        },
        {
          kind: 'select',
          name: 'timeHorizon',
          label: 'When do you want to see change?',
          placeholder: 'Select your time horizon',
          message: 'Please select your time horizon',
          options: [
            { value: 'immediate', label: 'Immediately (this month)' },
            { value: 'short-term', label: 'Short term (within 6 months)' },
            { value: 'medium-term', label: 'Medium term (1-2 years)' },
            { value: 'long-term', label: 'Long term (3-5 years)' },
            { value: 'legacy', label: 'Legacy (for the next generation)' },
          ],
        },
        {
          kind: 'select',
          name: 'riskAppetite',
          label: 'How much risk are you comfortable with?',
          placeholder: 'Select your risk tolerance',
          message: 'Please indicate your risk tolerance',
          options: [
            { value: 'very-low', label: 'Very low: I protect what I have' },
            { value: 'low', label: 'Low' },
            { value: 'moderate', label: 'Moderate' },
            { value: 'high', label: 'High' },
            { value: 'very-high', label: 'Very high: I go all in' },
          ],
        },
        {
          kind: 'textarea',
          name: 'actionPledge',
          label: 'What is one action you are willing to take?',
          placeholder: 'I commit to...',
          minLength: { value: 3, message: "Please share at least one action you're willing to take" },
          maxLength: TEXTAREA_MAX,
        },
      ],
    },
    {
      id: 'additional',
      title: 'Additional Information (Optional)',
      description: 'Skip anything you would rather not share.',
      fields: [
        { kind: 'textarea', name: 'financialGoals', label: 'Your financial goals', optional: true, maxLength: TEXTAREA_MAX },
        { kind: 'textarea', name: 'financialConcerns', label: 'Your financial concerns', optional: true, maxLength: TEXTAREA_MAX },
        { kind: 'textarea', name: 'additionalInfo', label: 'Anything else we should know?', optional: true, maxLength: TEXTAREA_MAX },
      ],
    },
  ],
};
