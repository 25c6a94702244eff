import { RELATIONSHIP_STATUSES } from '../schemas/payment';
import { TEXTAREA_MAX, type QuestionnaireDefinition } from './definition';

const AT_LEAST_TEN = { value: 10, message: 'Please provide at least 10 characters' } as const;

/**
 * The funnel's onboarding (`/onboarding/{code}`), moved onto the questionnaire engine with its page
 * and rules exactly as they were: one step, the same labels, messages and limits, "Submit My Answers".
 */
export const ONBOARDING_QUESTIONNAIRE: QuestionnaireDefinition = {
  id: 'onboarding',
  copy: {
    title: 'Complete Your Profile',
    duration: 'Takes about 2 minutes',
    submitLabel: 'Submit My Answers',
    successTitle: 'Answers received',
    successDescription: 'Thank you. Your reading and soulmate sketch are being prepared.',
    errorTitle: 'Your answers were not sent',
    errorFallback: 'There was a problem submitting your answers. Please try again.',
  },
  steps: [
    {
      id: 'profile',
      title: 'Your profile',
      fields: [
        {
          kind: 'select',
          name: 'currentRelationshipStatus',
          label: 'Current Relationship Status',
          placeholder: 'Select your status',
          message: 'Please select your current relationship status',
          options: RELATIONSHIP_STATUSES,
        },
        {
          kind: 'textarea',
          name: 'pastRelationshipPatterns',
          label: 'Past Relationship Patterns',
          hint: 'What patterns have you noticed in your past relationships?',
          minLength: AT_LEAST_TEN,
          maxLength: TEXTAREA_MAX,
        },
        {
          kind: 'textarea',
          name: 'desiredQualities',
          label: 'Qualities You Desire in a Partner',
          hint: 'What are you hoping to find in your soulmate?',
          minLength: AT_LEAST_TEN,
          maxLength: TEXTAREA_MAX,
        },
        { kind: 'textarea', name: 'additionalInfo', label: 'Anything Else We Should Know?', hint: 'Optional.', optional: true, maxLength: TEXTAREA_MAX },
      ],
    },
  ],
};
