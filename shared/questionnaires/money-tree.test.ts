import { describe, expect, it } from 'vitest';
import { initialValues } from './definition';
import { MONEY_TREE_QUESTIONNAIRE as moneyTree } from './money-tree';
import { chars, messagesFor, parsed } from './testing';

const valid = { stressIndex: 5, timeHorizon: 'short-term', riskAppetite: 'moderate', actionPledge: 'I commit to saving 10%' };
const STRESS = 'Please choose a whole number from 1 to 10';

describe('money tree questionnaire', () => {
  it('has its title, sections and button', () => {
    expect(moneyTree.copy).toMatchObject({ title: 'Money Tree Reading Questionnaire', submitLabel: 'Submit Questionnaire' });
    expect(moneyTree.steps.map((step) => step.title)).toEqual(['Pre-reading Intake (2-minute diagnostic)', 'Additional Information (Optional)']);
  });

  it('starts the stress slider at 5 on a 1-10 scale with its three labels', () => {
    expect(initialValues(moneyTree).stressIndex).toBe(5);
    const slider = moneyTree.steps[0]?.fields[0];
    expect(slider).toMatchObject({ kind: 'slider', min: 1, max: 10, step: 1, default: 5 });
    expect(slider?.kind === 'slider' && slider.labels.map(({ value, label }) => `${value} ${label}`)).toEqual(['1 Low stress', '5 Moderate', '10 Very urgent']);
  });

  it.each([
    [0, STRESS],
    [1, undefined],
    [10, undefined],
    [11, STRESS],
    [5.5, STRESS],
    ['5', STRESS],
    [undefined, STRESS],
  ])('stress index %s -> %s', (stressIndex, message) => {
    expect(messagesFor(moneyTree, { ...valid, stressIndex }).stressIndex).toBe(message);
  });

  it('gives each required answer its own message', () => {
    expect(messagesFor(moneyTree, { stressIndex: 5 })).toEqual({
      timeHorizon: 'Please select your time horizon',
      riskAppetite: 'Please indicate your risk tolerance',
      actionPledge: "Please share at least one action you're willing to take",
    });
  });

  it('takes only the listed horizons and risk levels', () => {
    for (const timeHorizon of ['immediate', 'short-term', 'medium-term', 'long-term', 'legacy']) expect(messagesFor(moneyTree, { ...valid, timeHorizon })).toEqual({});
    for (const riskAppetite of ['very-low', 'low', 'moderate', 'high', 'very-high']) expect(messagesFor(moneyTree, { ...valid, riskAppetite })).toEqual({});
    expect(messagesFor(moneyTree, { ...valid, timeHorizon: 'forever', riskAppetite: 'none' })).toEqual({
      timeHorizon: 'Please select your time horizon',
      riskAppetite: 'Please indicate your risk tolerance',
    });
  });

  it('needs 3 characters of action pledge after trimming', () => {
    expect(messagesFor(moneyTree, { ...valid, actionPledge: chars(2) })).toEqual({ actionPledge: "Please share at least one action you're willing to take" });
    expect(messagesFor(moneyTree, { ...valid, actionPledge: chars(3) })).toEqual({});
  });

  it('sends the optional texts as null when empty', () => {
    expect(parsed(moneyTree, { ...valid, financialGoals: '', financialConcerns: '  ' })).toEqual({
      ...valid,
      financialGoals: null,
      financialConcerns: null,
      additionalInfo: null,
    });
    expect(parsed(moneyTree, { ...valid, financialGoals: ' A house ' }).financialGoals).toBe('A house');
  });
});
