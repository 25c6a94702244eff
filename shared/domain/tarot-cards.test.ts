import { describe, expect, it } from 'vitest';
import { TAROT_CARDS, TAROT_CARD_IDS, tarotCardById } from './tarot-cards';

describe('TAROT_CARDS', () => {
  it('holds the 22 cards of the flip grid, in display order', () => {
    expect(TAROT_CARDS.map((c) => c.name)).toEqual([
      'The Lovers',
      'The Star',
      'The Sun',
      'The Moon',
      'The Empress',
      'The Emperor',
      'The Magician',
      'The High Priestess',
      'The Hermit',
      'Wheel of Fortune',
      'The Chariot',
      'The Hanged Man',
      'Justice',
      'Strength',
      'The Fool',
      'Death',
      'Temperance',
      'The Devil',
      'The Tower',
      'The World',
      'Ace of Cups',
      'Two of Cups',
    ]);
  });

  it('gives each card a unique kebab-case id made from its name', () => {
    for (const card of TAROT_CARDS) {
      expect(card.id).toBe(card.name.toLowerCase().replace(/\s+/g, '-'));
      expect(card.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(TAROT_CARDS.map((c) => c.id)).toEqual([...TAROT_CARD_IDS]);
    expect(new Set(TAROT_CARD_IDS).size).toBe(22);
  });

  it('gives each card one short sentence about love', () => {
    for (const { meaning } of TAROT_CARDS) {
      expect(meaning.length).toBeGreaterThan(10);
      expect(meaning.length).toBeLessThanOrEqual(90);
      expect(meaning).toMatch(/^[A-Z].*\.$/);
      expect(meaning.slice(0, -1)).not.toMatch(/[.!?]/);
    }
    expect(new Set(TAROT_CARDS.map((c) => c.meaning)).size).toBe(22);
  });

  it('numbers the major arcana 0 to XXI in the Rider-Waite order, once each, and ranks the two cups cards', () => {
    const numerals = Object.fromEntries(TAROT_CARDS.map((card) => [card.name, card.numeral]));
    expect(numerals).toMatchObject({ 'The Fool': '0', 'The Magician': 'I', 'The Lovers': 'VI', 'Wheel of Fortune': 'X', Justice: 'XI', Strength: 'VIII', 'The World': 'XXI' });
    expect(numerals).toMatchObject({ 'Ace of Cups': 'Ace', 'Two of Cups': 'II' });
    const roman = ['0', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI'];
    const major = TAROT_CARDS.filter((card) => card.arcana === 'major');
    expect(major).toHaveLength(20);
    expect(new Set(major.map((card) => card.numeral)).size).toBe(20);
    for (const card of major) expect(roman, card.name).toContain(card.numeral);
    expect(TAROT_CARDS.filter((card) => card.arcana === 'cups').map((card) => card.name)).toEqual(['Ace of Cups', 'Two of Cups']);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(TAROT_CARDS)).toBe(true);
    expect(Object.isFrozen(TAROT_CARDS[0])).toBe(true);
  });
});

describe('tarotCardById', () => {
  it('finds a card by id and nothing else', () => {
    expect(tarotCardById('two-of-cups')?.name).toBe('Two of Cups');
    expect(tarotCardById('wheel-of-fortune')?.name).toBe('Wheel of Fortune');
    expect(tarotCardById('The Lovers')).toBeUndefined();
    expect(tarotCardById('')).toBeUndefined();
  });
});
