/**
 * Product ids are fixed (DECISIONS.md): routes and the funnel refer to them. The rows themselves, with
 * descriptions and fields, are seeded by the API; the prices below are the seed's first values only.
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

/**
 * The seed's first prices (api/src/db/seeds/products.ts) and nothing more: staff edit prices in
 * /admin/products, checkout and the upsell charge the products table's price, and the pages show it
 * from `GET /api/prices`. The funnel's full reading: $18.99, shown against a regular $89.00.
 */
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

/**
 * What the catalogue (`/products`, `/order/{slug}`, `POST /api/orders`) sells: DECISIONS.md's "sold how"
 * column. Not the funnel's reading (#1), the free one (#2), the bonuses (#5, #6) or the upsell (#9).
 */
/**
 * Products staff deliver without asking the customer anything first (the meditation audio, the
 * manifestation system): their paid orders go straight to "in progress", never "needs your input".
 */
const PRODUCTS_WITHOUT_QUESTIONS: readonly number[] = [PRODUCT_IDS.manifestationAudio, PRODUCT_IDS.manifestationSystem];

export function asksQuestions(productId: number): boolean {
  return !PRODUCTS_WITHOUT_QUESTIONS.includes(productId);
}

export const CATALOGUE_PRODUCT_IDS = [
  PRODUCT_IDS.loveForecast,
  PRODUCT_IDS.soulmateReading,
  PRODUCT_IDS.manifestationAudio,
  PRODUCT_IDS.twinFlameReading,
] as const;

export type CatalogueProductId = (typeof CATALOGUE_PRODUCT_IDS)[number];

export function isCatalogueProduct(productId: number): productId is CatalogueProductId {
  return (CATALOGUE_PRODUCT_IDS as readonly number[]).includes(productId);
}

/** The catalogue's filter buttons after "All Readings": what a reading is about. */
export const CATALOGUE_CATEGORIES = [
  { id: 'love', label: 'Love' },
  { id: 'future', label: 'Future' },
] as const;

export type CatalogueCategory = (typeof CATALOGUE_CATEGORIES)[number]['id'];
export const CATALOGUE_CATEGORY_IDS = CATALOGUE_CATEGORIES.map((category) => category.id) as [CatalogueCategory, ...CatalogueCategory[]];

/** Each catalogue product's filter: the love forecast looks ahead; the others are about the connection itself. */
export const PRODUCT_CATEGORY: Record<CatalogueProductId, CatalogueCategory> = {
  [PRODUCT_IDS.loveForecast]: 'future',
  [PRODUCT_IDS.soulmateReading]: 'love',
  [PRODUCT_IDS.manifestationAudio]: 'love',
  [PRODUCT_IDS.twinFlameReading]: 'love',
};
