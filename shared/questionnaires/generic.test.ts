import { describe, expect, it } from 'vitest';
import { initialValues } from './definition';
import { GENERIC_QUESTIONNAIRE as generic } from './generic';
import { messagesFor, parsed, stepMessagesFor } from './testing';

const valid = { firstName: 'Lyra', relationshipStatus: 'single', loveBlocks: ['fear'] };

describe('generic questionnaire', () => {
  it('has five steps, the last a review, with its title and labels', () => {
    expect(generic.steps.map((step) => step.id)).toEqual(['personal', 'relationship-status', 'someone-special', 'love-blocks', 'review']);
    expect(generic.steps[4]?.review).toBe(true);
    expect(generic.copy).toMatchObject({ title: 'Soulmate Reading Questionnaire', duration: 'Takes about 2 minutes', submitLabel: 'Complete Questionnaire' });
  });

  it('step 1 needs a first name that is not blank; location is optional', () => {
    expect(stepMessagesFor(generic, 0, initialValues(generic))).toEqual({ firstName: 'Please enter your first name' });
    expect(stepMessagesFor(generic, 0, { firstName: '   ' })).toEqual({ firstName: 'Please enter your first name' });
    expect(stepMessagesFor(generic, 0, { firstName: 'L', location: '' })).toEqual({});
  });

  it('step 2 needs a status, and a description when it is "other"', () => {
    expect(stepMessagesFor(generic, 1, { relationshipStatus: '' })).toEqual({ relationshipStatus: 'Please select your relationship status' });
    expect(stepMessagesFor(generic, 1, { relationshipStatus: 'engaged' })).toEqual({ relationshipStatus: 'Please select your relationship status' });
    expect(stepMessagesFor(generic, 1, { relationshipStatus: 'other', relationshipStatusOther: ' ' })).toEqual({
      relationshipStatusOther: 'Please describe your relationship status',
    });
    expect(stepMessagesFor(generic, 1, { relationshipStatus: 'other', relationshipStatusOther: 'Long distance' })).toEqual({});
    for (const status of ['single', 'casual', 'uncertain', 'happy', 'healing']) {
      expect(stepMessagesFor(generic, 1, { relationshipStatus: status, relationshipStatusOther: '' })).toEqual({});
    }
  });

  it('step 3 (someone special) and the review are always valid', () => {
    expect(stepMessagesFor(generic, 2, { specificPerson: '' })).toEqual({});
    expect(stepMessagesFor(generic, 4, {})).toEqual({});
  });

  it('step 4 needs at least one love block, and a description for "other"', () => {
    expect(stepMessagesFor(generic, 3, { loveBlocks: [] })).toEqual({ loveBlocks: 'Please choose at least one' });
    expect(stepMessagesFor(generic, 3, { loveBlocks: ['fear', 'jealousy'] })).toEqual({ 'loveBlocks.1': 'Please choose at least one' });
    expect(stepMessagesFor(generic, 3, { loveBlocks: ['other'], loveBlocksOther: '' })).toEqual({ loveBlocksOther: 'Please describe what else is blocking love' });
    expect(stepMessagesFor(generic, 3, { loveBlocks: ['fear', 'other'], loveBlocksOther: 'Distance' })).toEqual({});
  });

  it('stores the answer set with empty optional texts as null and stale descriptions dropped', () => {
    expect(parsed(generic, { ...valid, location: ' ', specificPerson: '', relationshipStatusOther: 'left over', loveBlocks: ['fear', 'fear', 'trust'] })).toEqual({
      firstName: 'Lyra',
      location: null,
      relationshipStatus: 'single',
      relationshipStatusOther: null,
      specificPerson: null,
      loveBlocks: ['fear', 'trust'],
      loveBlocksOther: null,
    });
    expect(parsed(generic, { ...valid, relationshipStatus: 'other', relationshipStatusOther: ' It is new ', loveBlocks: ['other'], loveBlocksOther: 'Time' })).toMatchObject({
      relationshipStatusOther: 'It is new',
      loveBlocksOther: 'Time',
    });
  });

  it('reports every missing answer of an empty body at once', () => {
    expect(messagesFor(generic, {})).toEqual({
      firstName: 'Please enter your first name',
      relationshipStatus: 'Please select your relationship status',
      loveBlocks: 'Please choose at least one',
    });
  });
});
