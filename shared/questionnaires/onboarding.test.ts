import { describe, expect, it } from 'vitest';
import { onboardingInputSchema, RELATIONSHIP_STATUSES } from '../schemas/payment';
import { ONBOARDING_QUESTIONNAIRE as onboarding } from './onboarding';
import { chars, messagesFor, parsed } from './testing';

const valid = { currentRelationshipStatus: 'single', pastRelationshipPatterns: 'Far away people', desiredQualities: 'Warmth and patience' };
const TEN = 'Please provide at least 10 characters';

describe('onboarding questionnaire (the funnel’s, rules unchanged)', () => {
  it('is one step with the page’s labels and button', () => {
    expect(onboarding.steps).toHaveLength(1);
    expect(onboarding.steps[0]?.fields.map((field) => field.label)).toEqual([
      'Current Relationship Status',
      'Past Relationship Patterns',
      'Qualities You Desire in a Partner',
      'Anything Else We Should Know?',
    ]);
    expect(onboarding.copy.submitLabel).toBe('Submit My Answers');
  });

  it('has the same messages as the form had', () => {
    expect(messagesFor(onboarding, {})).toEqual({
      currentRelationshipStatus: 'Please select your current relationship status',
      pastRelationshipPatterns: TEN,
      desiredQualities: TEN,
    });
  });

  it.each(['pastRelationshipPatterns', 'desiredQualities'])('%s needs 10 characters after trimming, at most 5000', (name) => {
    expect(messagesFor(onboarding, { ...valid, [name]: chars(9) })).toEqual({ [name]: TEN });
    expect(messagesFor(onboarding, { ...valid, [name]: chars(10) })).toEqual({});
    expect(messagesFor(onboarding, { ...valid, [name]: 'a'.repeat(5000) })).toEqual({});
    expect(Object.keys(messagesFor(onboarding, { ...valid, [name]: 'a'.repeat(5001) }))).toEqual([name]);
  });

  it('accepts exactly what the old schema accepted', () => {
    const cases = [
      valid,
      { ...valid, currentRelationshipStatus: 'in_relationship' },
      { ...valid, currentRelationshipStatus: 'in-relationship' },
      { ...valid, pastRelationshipPatterns: chars(9) },
      { ...valid, additionalInfo: 'More' },
      ...RELATIONSHIP_STATUSES.map(({ value }) => ({ ...valid, currentRelationshipStatus: value })),
    ];
    for (const answers of cases) {
      expect(Object.keys(messagesFor(onboarding, answers)).length === 0).toBe(onboardingInputSchema.safeParse(answers).success);
    }
  });

  it('stores an empty "anything else" as null', () => {
    expect(parsed(onboarding, { ...valid, additionalInfo: ' ' })).toEqual({ ...valid, additionalInfo: null });
  });
});
