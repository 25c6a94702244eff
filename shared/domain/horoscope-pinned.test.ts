import { describe, expect, it } from 'vitest';
import { horoscopeContentFor, weeklyHoroscope } from './horoscope';
import { ZODIAC_SIGN_IDS, type ZodiacSignId } from './zodiac';

/**
 * The weekly horoscope's exact choices, recorded from the code as it was: the thank-you pages promise
 * the same text to everyone for a week, so no refactoring of the seeding may change a single pick.
 * Choices are pinned as positions in the sign's lists (three paragraphs, then the insight), so a
 * wording fix in the content does not trip these tests, but a changed pick does.
 */
function picks(sign: ZodiacSignId, on: Date): number[] {
  const { forecasts, insights } = horoscopeContentFor(sign);
  const { content, specialInsight } = weeklyHoroscope(sign, on);
  return [...content.map((paragraph) => forecasts.indexOf(paragraph)), insights.indexOf(specialInsight)];
}

const PINNED_DAYS = ['2026-01-05', '2024-02-29', '2020-12-31', '1999-06-15'] as const;

// One sign of each element here; the digest below covers all twelve.
const PINNED: Partial<Record<ZodiacSignId, number[][]>> = {
  aries: [[4, 2, 6, 3], [5, 0, 3, 1], [1, 6, 3, 1], [4, 2, 6, 2]],
  virgo: [[4, 0, 2, 3], [5, 0, 3, 1], [1, 5, 6, 1], [4, 2, 0, 2]],
  libra: [[4, 1, 0, 3], [5, 2, 1, 1], [1, 4, 5, 1], [4, 1, 6, 2]],
  pisces: [[4, 2, 6, 3], [5, 3, 1, 1], [1, 3, 5, 1], [4, 0, 2, 2]],
};

describe('weeklyHoroscope, pinned', () => {
  it.each(['aries', 'virgo', 'libra', 'pisces'] as const)('makes the recorded picks for %s', (sign) => {
    const actual = PINNED_DAYS.map((day) => picks(sign, new Date(`${day}T12:00:00Z`)));
    expect(actual).toEqual(PINNED[sign]);
  });

  it('makes the recorded picks for every sign in 1,500 weeks from 2000-01-03', () => {
    // FNV-1a over every pick, in order: one number stands for 72,000 recorded choices.
    let digest = 0x811c9dc5;
    for (const sign of ZODIAC_SIGN_IDS) {
      for (let week = 0; week < 1500; week++) {
        for (const index of picks(sign, new Date(Date.UTC(2000, 0, 3) + week * 7 * 86_400_000))) {
          digest = Math.imul(digest ^ index, 0x01000193) >>> 0;
        }
      }
    }
    expect(digest.toString(16)).toBe('434e5ed1');
  });

  it('gives the recorded text for Virgo in the week of 2026-11-26', () => {
    expect(weeklyHoroscope('virgo', new Date('2026-11-26T00:00:00Z'))).toEqual({
      content: [
        'Your caring nature often puts others first, Virgo. This week the stars invite you to let someone care for you in return. Accepting kindness gracefully is its own quiet act of love.',
        'You do not need to be perfect to be deeply loved. Letting someone see your unfinished edges may bring you closer than any polished impression. Gentleness toward yourself makes room for tenderness from others.',
        'A thoughtful conversation could clear away an old misunderstanding. Speak with the clarity you are known for, softened by warmth. What is sorted out with care can become stronger than before.',
      ],
      specialInsight: 'Someone is hoping you will ask them one more question: be curious.',
    });
  });
});
