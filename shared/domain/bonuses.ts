import { PRODUCT_IDS } from './products';

/**
 * The three bonuses that come with the funnel's full reading (DECISIONS.md: products #5, #6 and #7).
 * Values are the ones behind the spec's "$89 (59 + 15 + 9 + 6)": the reading itself is worth $59 and
 * the bonuses $15, $9 and $6 (the Manifestation Audio's catalogue price). Screens state the bonuses'
 * total from this list (`bonusesValueCents`), never a typed-in number, so the two cannot drift apart.
 */
export type BonusIcon = 'spirit-animal' | 'money-tree' | 'audio';

export interface Bonus {
  productId: number;
  icon: BonusIcon;
  title: string;
  description: string;
  valueCents: number;
}

export const FULL_READING_BONUSES: readonly Bonus[] = [
  {
    productId: PRODUCT_IDS.spiritAnimalTarot,
    icon: 'spirit-animal',
    title: 'Spirit-Animal Love Tarot',
    description: 'Meet the spirit animal that guards your heart, and what it reveals about the way you love.',
    valueCents: 1500,
  },
  {
    productId: PRODUCT_IDS.moneyTree,
    icon: 'money-tree',
    title: 'Money-Tree 5-Card Spread',
    description: 'Five cards on abundance: where your prosperity is growing and what helps it bloom.',
    valueCents: 900,
  },
  {
    productId: PRODUCT_IDS.manifestationAudio,
    icon: 'audio',
    title: 'Manifestation Audio',
    description: 'A calming guided meditation to open your heart to the love you are calling in.',
    valueCents: 600,
  },
];

/** The full reading's own worth; with the bonuses it makes up the regular price ($89.00). */
export const FULL_READING_OWN_VALUE_CENTS = 5900;

export function bonusesValueCents(bonuses: readonly Bonus[] = FULL_READING_BONUSES): number {
  return bonuses.reduce((sum, bonus) => sum + bonus.valueCents, 0);
}
