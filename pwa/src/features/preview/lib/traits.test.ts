import { describe, expect, it } from 'vitest';
import { traitsFrom } from './traits';

describe('traitsFrom', () => {
  it('splits on commas, trims, drops blanks and capitalises', () => {
    expect(traitsFrom('kind, funny,  adventurous,, ')).toEqual(['Kind', 'Funny', 'Adventurous']);
  });

  it('keeps a sentence without commas as one trait', () => {
    expect(traitsFrom('someone who makes me laugh')).toEqual(['Someone who makes me laugh']);
  });
});
