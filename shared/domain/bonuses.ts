import { FULL_READING_PRODUCT_ID, productEntry, productName, type BonusIcon } from './products';

/**
 * The bonuses that come with the funnel's full reading, as the sales, first-reading and payment pages
 * list them: read from the full reading's registry entry (shared/domain/products.ts), titled with each
 * bonus product's own name. Screens state the bonuses' total from this list (`bonusesValueCents`),
 * never a typed-in number, so the two cannot drift apart.
 */
export type { BonusIcon } from './products';

export interface Bonus {
  productId: number;
  icon: BonusIcon;
  title: string;
  description: string;
  valueCents: number;
}

const FULL_READING = productEntry(FULL_READING_PRODUCT_ID)!.bonuses!;

export const FULL_READING_BONUSES: readonly Bonus[] = FULL_READING.offers.map((offer) => ({ ...offer, title: productName(offer.productId) }));

/** The full reading's own worth; with the bonuses it makes up the regular price ($89.00). */
export const FULL_READING_OWN_VALUE_CENTS = FULL_READING.ownValueCents;

export function bonusesValueCents(bonuses: readonly Bonus[] = FULL_READING_BONUSES): number {
  return bonuses.reduce((sum, bonus) => sum + bonus.valueCents, 0);
}
