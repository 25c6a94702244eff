/**
 * The 22 cards of the home page's flip grid, in display order. The artwork is
 * our own and ships with the app (no images from outside hosts): the UI draws it keyed by `id`, so ids are fixed slugs
 * rather than derived from names that copy editors may change.
 */
export const TAROT_CARD_IDS = [
  'the-lovers',
  'the-star',
  'the-sun',
  'the-moon',
  'the-empress',
  'the-emperor',
  'the-magician',
  'the-high-priestess',
  'the-hermit',
  'wheel-of-fortune',
  'the-chariot',
  'the-hanged-man',
  'justice',
  'strength',
  'the-fool',
  'death',
  'temperance',
  'the-devil',
  'the-tower',
  'the-world',
  'ace-of-cups',
  'two-of-cups',
] as const;

export type TarotCardId = (typeof TAROT_CARD_IDS)[number];

export interface TarotCard {
  id: TarotCardId;
  name: string;
  /**
   * What the top of the card's face reads: the major arcana's roman number (0 for The Fool, XXI for
   * The World, the Rider-Waite order), the rank for the two cups cards ("Ace", "II").
   */
  numeral: string;
  /** The major arcana (0-XXI) or the suit of cups, which the face marks beside the numeral. */
  arcana: 'major' | 'cups';
  /** One short sentence about love, revealed when the card flips. */
  meaning: string;
}

export const TAROT_CARDS: readonly TarotCard[] = Object.freeze(
  (
    [
      {
        id: 'the-lovers',
        numeral: 'VI',
        name: 'The Lovers',
        meaning: 'A deep union of hearts, built on a choice made with love.',
      },
      { id: 'the-star', numeral: 'XVII', name: 'The Star', meaning: 'Hope is renewed, and love finds its way back to you.' },
      {
        id: 'the-sun',
        numeral: 'XIX',
        name: 'The Sun',
        meaning: 'Joyful, warm love that lets you shine as your truest self.',
      },
      {
        id: 'the-moon',
        numeral: 'XVIII',
        name: 'The Moon',
        meaning: 'Trust your intuition: hidden feelings are about to surface.',
      },
      {
        id: 'the-empress',
        numeral: 'III',
        name: 'The Empress',
        meaning: 'Abundant, nurturing love blossoms when you care for yourself.',
      },
      {
        id: 'the-emperor',
        numeral: 'IV',
        name: 'The Emperor',
        meaning: 'A steady, protective love that offers a safe foundation.',
      },
      {
        id: 'the-magician',
        numeral: 'I',
        name: 'The Magician',
        meaning: 'You hold every tool you need to manifest the love you desire.',
      },
      {
        id: 'the-high-priestess',
        numeral: 'II',
        name: 'The High Priestess',
        meaning: 'Listen to your inner voice: it already knows your soulmate.',
      },
      {
        id: 'the-hermit',
        numeral: 'IX',
        name: 'The Hermit',
        meaning: 'Quiet reflection now prepares your heart for true connection.',
      },
      {
        id: 'wheel-of-fortune',
        numeral: 'X',
        name: 'Wheel of Fortune',
        meaning: 'A fateful turn brings love into your path when you least expect it.',
      },
      {
        id: 'the-chariot',
        numeral: 'VII',
        name: 'The Chariot',
        meaning: 'Move forward with confidence toward the love you seek.',
      },
      {
        id: 'the-hanged-man',
        numeral: 'XII',
        name: 'The Hanged Man',
        meaning: 'A new perspective reveals the love that was there all along.',
      },
      { id: 'justice', numeral: 'XI', name: 'Justice', meaning: 'Balanced, honest love gives back what you give.' },
      {
        id: 'strength',
        numeral: 'VIII',
        name: 'Strength',
        meaning: 'Gentle courage and patience make your bond unbreakable.',
      },
      { id: 'the-fool', numeral: '0', name: 'The Fool', meaning: 'An open heart leaps into a joyful new romance.' },
      { id: 'death', numeral: 'XIII', name: 'Death', meaning: 'An old chapter closes so a more fulfilling love can begin.' },
      { id: 'temperance', numeral: 'XIV', name: 'Temperance', meaning: 'Patience and harmony blend two lives into one.' },
      {
        id: 'the-devil',
        numeral: 'XV',
        name: 'The Devil',
        meaning: 'Recognize what binds you, and choose a love that sets you free.',
      },
      {
        id: 'the-tower',
        numeral: 'XVI',
        name: 'The Tower',
        meaning: 'A sudden change clears the way for an honest, lasting love.',
      },
      {
        id: 'the-world',
        numeral: 'XXI',
        name: 'The World',
        meaning: 'Your heart feels whole as a beautiful love story comes full circle.',
      },
      {
        id: 'ace-of-cups',
        numeral: 'Ace',
        name: 'Ace of Cups',
        meaning: 'A new wave of love and emotional fulfillment is pouring in.',
      },
      {
        id: 'two-of-cups',
        numeral: 'II',
        name: 'Two of Cups',
        meaning: 'A soulmate connection of mutual attraction and respect.',
      },
    ] satisfies Omit<TarotCard, 'arcana'>[]
  ).map((c): TarotCard => Object.freeze({ ...c, arcana: c.id.endsWith('-of-cups') ? 'cups' : 'major' })),
);

const BY_ID = new Map<string, TarotCard>(TAROT_CARDS.map((c) => [c.id, c]));

export function tarotCardById(id: string): TarotCard | undefined {
  return BY_ID.get(id);
}
