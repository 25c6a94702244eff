export { QuestionnaireWizard } from './components/questionnaire-wizard';
export { SUBMISSION_LABELS, useAccountOutbox, useOnReceived, waitingLabel, type SubmissionState } from './offline';
