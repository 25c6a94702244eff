import { describe, expect, it } from 'vitest';
import { parsePremium, stringifyPremium } from './premium-content';

describe('the stored premium content', () => {
  it('reads back what was stored', () => {
    const content = { soulmateAppearance: 'Tall, with kind grey eyes.', manifestationAudio: '/uploads/audio/AbCdEfGhIjKlMnOpQrStUv.m4a' };
    expect(parsePremium(stringifyPremium(content))).toEqual(content);
  });

  it('reads an absent, empty, malformed or foreign value as none', () => {
    for (const stored of [null, undefined, '', '{', '[]', JSON.stringify({ notAField: 'x' }), JSON.stringify({ vedicReport: 42 })]) {
      expect(parsePremium(stored), String(stored)).toBeNull();
    }
  });
});
