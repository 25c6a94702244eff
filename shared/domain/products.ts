/**
 * Product ids are fixed (DECISIONS.md): routes and the funnel refer to them. The rows themselves, with
 * descriptions and fields, are seeded by the API; prices here are the single source for both sides.
 */
export const PRODUCT_IDS = {
  premiumSoulmateReading: 1,
  freeSoulmateReading: 2,
  loveForecast: 3,
  soulmateReading: 4,
  spiritAnimalTarot: 5,
  moneyTree: 6,
  manifestationAudio: 7,
  twinFlameReading: 8,
  manifestationSystem: 9,
} as const;

export type ProductId = (typeof PRODUCT_IDS)[keyof typeof PRODUCT_IDS];

/** The funnel's full reading: $18.99, shown against a regular $89.00. */
export const FULL_READING_PRICE_CENTS = 1899;
export const FULL_READING_REGULAR_CENTS = 8900;

/** The one-time upsell, "Soulmate Manifestation System". */
export const UPSELL_PRICE_CENTS = 1999;
export const UPSELL_REGULAR_CENTS = 9700;

/** Bonus products that paying for the full reading adds to the customer's account. */
export const FULL_READING_BONUS_PRODUCT_IDS = [
  PRODUCT_IDS.spiritAnimalTarot,
  PRODUCT_IDS.moneyTree,
  PRODUCT_IDS.manifestationAudio,
] as const;
