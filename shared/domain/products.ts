import { audioReading, soulmateReading, spreadReading, typedReading, type ReadingContent } from './content-sections';
import type { QuestionnaireId } from './questionnaire-pages';

/**
 * The product registry: one entry per product says what it is, how it is sold, what it asks, what staff
 * deliver and how it is fulfilled. Every rule that depends on the product reads it here; nothing else
 * keys on product ids. The products table keeps only what staff edit in /admin/products (price,
 * compare price, descriptions, features, active). Adding a product is one entry here and one migration
 * row (api/src/db/product-rows.ts). See docs/decisions/017-product-registry.md.
 *
 * Ids are fixed: routes and the funnel refer to them.
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
 * The first prices, written by the products' migration row and nothing more: staff edit prices in
 * /admin/products, checkout and the upsell charge the products table's price, and the pages show it
 * from `GET /api/prices`. The funnel's full reading: $18.99, shown against a regular $89.00.
 */
export const FULL_READING_PRICE_CENTS = 1899;
export const FULL_READING_REGULAR_CENTS = 8900;

/** The one-time upsell, "Soulmate Manifestation System". */
export const UPSELL_PRICE_CENTS = 1999;
export const UPSELL_REGULAR_CENTS = 9700;

/**
 * How a product is sold: the funnel's paid reading, the free form, the catalogue (`/products`,
 * `/order/{slug}`, `POST /api/orders`), a bonus of another product's payment, or the one-time offer.
 */
export type SaleChannel = 'funnel' | 'free' | 'catalogue' | 'bonus' | 'upsell';

/**
 * How a paid order is fulfilled: made by staff within the paid delivery window, or delivered the
 * moment it is paid (the meditation: the bundled recording plays at once; staff may still replace it).
 */
export type Fulfilment = 'staff' | 'on-payment';

/** The catalogue's filter buttons after "All Readings": what a reading is about. */
export const CATALOGUE_CATEGORIES = [
  { id: 'love', label: 'Love' },
  { id: 'future', label: 'Future' },
] as const;

export type CatalogueCategory = (typeof CATALOGUE_CATEGORIES)[number]['id'];
export const CATALOGUE_CATEGORY_IDS = CATALOGUE_CATEGORIES.map((category) => category.id) as [CatalogueCategory, ...CatalogueCategory[]];

/** How a catalogue product is shown on `/products`, its own page and the dashboard. */
export interface CatalogueListing {
  category: CatalogueCategory;
  /** Our own artwork in pwa/public/products. */
  image: string;
  /** Its place among the readings the dashboard's Explore tab suggests (1 first); absent: not suggested. */
  explore?: number;
  /** Names the old app's links used in `/new-reading?type=...` for it. */
  formerNames?: readonly string[];
  /** "What You'll Discover" on its page. */
  discovers: readonly { title: string; text: string }[];
}

export type BonusIcon = 'spirit-animal' | 'money-tree' | 'audio';

/** A bonus product that paying for this one adds to the customer's account, with its displayed value. */
export interface BonusOffer {
  productId: ProductId;
  icon: BonusIcon;
  description: string;
  valueCents: number;
}

export interface ProductEntry {
  id: ProductId;
  slug: string;
  /** `{year}` stands for the current year. */
  name: string;
  sold: SaleChannel;
  /** Catalogue products only. */
  catalogue?: CatalogueListing;
  /**
   * The questionnaire its paid orders answer, and whether its page is addressed by request code or
   * order id; null when it asks nothing (its paid orders go straight to preparation).
   */
  questionnaire: { id: QuestionnaireId; by: 'code' | 'id' } | null;
  /** What staff deliver: sections (which are required), sketch or not, and the view the customer opens. */
  content: ReadingContent;
  fulfilment: Fulfilment;
  /** The bonuses its payment brings, and what the product itself is worth beside them. */
  bonuses?: { ownValueCents: number; offers: readonly BonusOffer[] };
  /** A free reading, once paid, becomes this product. */
  paidAs?: ProductId;
}

const PREMIUM_SOULMATE = soulmateReading('Your Premium Soulmate Reading');

/** Every product, in id order. */
export const PRODUCTS: readonly ProductEntry[] = [
  {
    id: PRODUCT_IDS.premiumSoulmateReading,
    slug: 'premium-soulmate-reading',
    name: 'Premium Soulmate Reading',
    sold: 'funnel',
    questionnaire: { id: 'onboarding', by: 'code' },
    content: PREMIUM_SOULMATE,
    fulfilment: 'staff',
    // The page's "$89 (59 + 15 + 9 + 6)": the reading is worth $59, the bonuses $15, $9 and $6 (the
    // Manifestation Audio's catalogue price). Screens state the total from here, never a typed number.
    bonuses: {
      ownValueCents: 5900,
      offers: [
        {
          productId: PRODUCT_IDS.spiritAnimalTarot,
          icon: 'spirit-animal',
          description: 'Meet the spirit animal that guards your heart, and what it reveals about the way you love.',
          valueCents: 1500,
        },
        {
          productId: PRODUCT_IDS.moneyTree,
          icon: 'money-tree',
          description: 'Five cards on abundance: where your prosperity is growing and what helps it bloom.',
          valueCents: 900,
        },
        {
          productId: PRODUCT_IDS.manifestationAudio,
          icon: 'audio',
          description: 'A calming guided meditation to open your heart to the love you are calling in.',
          valueCents: 600,
        },
      ],
    },
  },
  {
    id: PRODUCT_IDS.freeSoulmateReading,
    slug: 'free-soulmate-reading',
    name: 'Free Soulmate Reading',
    sold: 'free',
    // Its questions are the free form's own, answered before there is an order.
    questionnaire: null,
    // Unpaid, staff send its sketch and notes only (required sections are for paid work); paying makes
    // it the premium reading (`paidAs`), and an item paid before that upgrade existed is written as one.
    content: PREMIUM_SOULMATE,
    fulfilment: 'staff',
    paidAs: PRODUCT_IDS.premiumSoulmateReading,
  },
  {
    id: PRODUCT_IDS.loveForecast,
    slug: 'love-forecast',
    name: 'Love Forecast {year}',
    sold: 'catalogue',
    catalogue: {
      category: 'future',
      image: '/products/love-forecast.svg',
      explore: 3,
      discovers: [
        { title: 'Your Timeline', text: 'The months when love is most likely to move' },
        { title: 'How You Meet', text: 'Where new love, or a new chapter, is likely to find you' },
        { title: 'Monthly', text: 'A short forecast for each month you ask about' },
        { title: 'Guidance', text: 'Guidance for each season ahead' },
      ],
    },
    questionnaire: { id: 'love-forecast', by: 'id' },
    content: typedReading('love-forecast', 'Your Love Forecast', 'Your Year in Love', {
      title: 'Your Forecast, Step by Step',
      fields: [
        ['soulmateCurrentEnergy', 'Your Love Energy Now'],
        ['soulmateReportWhenYouMeet', 'The Months That Matter'],
        ['soulmateLoveBlocks', 'What Holds Love Back'],
        ['soulmateUniverseSigns', 'Signs to Watch For'],
        ['soulmateBestNextMove', 'Your Best Next Move'],
        ['soulmatePotentialOutcome', 'Where the Year Leads'],
        ['soulmateReportClosingMessage', 'A Closing Message'],
      ],
    }),
    fulfilment: 'staff',
  },
  {
    id: PRODUCT_IDS.soulmateReading,
    slug: 'soulmate-reading',
    name: 'Soulmate Sketch & Reading',
    sold: 'catalogue',
    catalogue: {
      category: 'love',
      image: '/products/soulmate-reading.svg',
      explore: 1,
      formerNames: ['soulmate-sketch'],
      discovers: [
        { title: 'Their Appearance', text: 'A hand-drawn sketch of your soulmate, with the details of their looks' },
        { title: 'Their Personality', text: 'Their nature, their values and the way they love' },
        { title: 'How You Meet', text: 'Where and how the two of you are likely to meet' },
        { title: 'Your Timeline', text: 'When the meeting is most likely to happen' },
      ],
    },
    questionnaire: { id: 'soulmate', by: 'id' },
    content: soulmateReading('Your Soulmate Sketch & Reading'),
    fulfilment: 'staff',
  },
  {
    id: PRODUCT_IDS.spiritAnimalTarot,
    slug: 'spirit-animal-tarot',
    name: 'Spirit-Animal Love Tarot',
    sold: 'bonus',
    questionnaire: { id: 'spirit-animal', by: 'id' },
    content: spreadReading('spirit-animal', 'spiritAnimalTarot', 'Spirit-Animal Love Tarot', 'What Your Spirit Animal Reveals'),
    fulfilment: 'staff',
  },
  {
    id: PRODUCT_IDS.moneyTree,
    slug: 'money-tree',
    name: 'Money-Tree 5-Card Spread',
    sold: 'bonus',
    questionnaire: { id: 'money-tree', by: 'code' },
    content: spreadReading('money-tree', 'moneyTreeTarot', 'Money-Tree 5-Card Spread', 'What Your Five Cards Reveal'),
    fulfilment: 'staff',
  },
  {
    id: PRODUCT_IDS.manifestationAudio,
    slug: 'manifestation-audio',
    name: 'Manifestation Audio',
    // Sold in the catalogue, and a bonus of the full reading (its `bonuses`).
    sold: 'catalogue',
    catalogue: {
      category: 'love',
      image: '/products/manifestation-audio.svg',
      discovers: [
        { title: 'Meditation', text: 'Our Love Manifestation Meditation: a calm guided meditation to open your heart to love' },
        { title: 'Affirmations', text: 'Love affirmations to repeat each day' },
        { title: 'Listen Anywhere', text: 'Save it on your phone and listen offline, as often as you like' },
      ],
    },
    questionnaire: null,
    content: audioReading('Your Manifestation Audio'),
    fulfilment: 'on-payment',
  },
  {
    id: PRODUCT_IDS.twinFlameReading,
    slug: 'twin-flame-reading',
    name: 'Twin Flame Connection',
    sold: 'catalogue',
    catalogue: {
      category: 'love',
      image: '/products/twin-flame-reading.svg',
      explore: 2,
      formerNames: ['twin-flame'],
      discovers: [
        { title: 'Their Personality', text: "Your twin flame's soul qualities, mirrored in yours" },
        { title: 'How You Meet', text: 'The signs that show whether you have already met' },
        { title: 'Your Timeline', text: 'Where you stand in the stages of your connection' },
        { title: 'Reunion', text: 'Guidance for union, or reunion' },
      ],
    },
    questionnaire: { id: 'twin-flame', by: 'id' },
    content: typedReading('twin-flame', 'Your Twin Flame Connection', 'Your Twin Flame Connection', {
      title: 'Your Connection, Step by Step',
      fields: [
        ['soulmateReportWhoTheyAre', 'Who Your Twin Flame Is'],
        ['soulmateReportPastLifeTies', 'Past-Life Ties'],
        ['soulmateReportSoulContract', 'Your Soul Contract'],
        ['soulmateKarmicBaggage', 'Karmic Lessons'],
        ['soulmateReportBlocksDelaying', 'What Delays Your Union'],
        ['soulmateReleasePath', 'The Path to Union'],
        ['soulmateReportOutcomeEvolution', 'How the Connection Evolves'],
        ['soulmateReportClosingMessage', 'A Closing Message'],
      ],
    }),
    fulfilment: 'staff',
  },
  {
    id: PRODUCT_IDS.manifestationSystem,
    slug: 'manifestation-system',
    name: 'Soulmate Manifestation System',
    sold: 'upsell',
    questionnaire: null,
    content: typedReading('manifestation-system', 'Your Soulmate Manifestation System', 'Your Manifestation System', {
      title: 'Your Practice, Step by Step',
      fields: [
        ['soulmateLoveEnergy', 'Your Love Energy'],
        ['soulmateLoveBlocks', 'Blocks to Clear'],
        ['soulmateLoveRelease', 'Your Release Ritual'],
        ['soulmateBestNextMove', 'Your Daily Practice'],
        ['soulmateUniverseSigns', 'Signs Your Love Is Near'],
        ['soulmateUniverseMessage', 'A Message from the Universe'],
      ],
    }),
    fulfilment: 'staff',
  },
];

const BY_ID = new Map<number, ProductEntry>(PRODUCTS.map((entry) => [entry.id, entry]));

/** A product's entry; undefined for an id that is no product. */
export function productEntry(productId: number): ProductEntry | undefined {
  return BY_ID.get(productId);
}

/** A product's name as customers read it (the love forecast carries the current year). */
export function productName(productId: number, now = new Date()): string {
  return productEntry(productId)?.name.replace('{year}', String(now.getUTCFullYear())) ?? 'Reading';
}

export function productBySlug(slug: string): ProductEntry | undefined {
  return PRODUCTS.find((entry) => entry.slug === slug);
}

/** The product sold through one channel that has a single product: the funnel's reading, the free one, the offer. */
function soleProduct(channel: 'funnel' | 'free' | 'upsell'): ProductEntry {
  return PRODUCTS.find((entry) => entry.sold === channel)!;
}

/** The one-time offer's product (the Soulmate Manifestation System). */
export const UPSELL_PRODUCT_ID: ProductId = soleProduct('upsell').id;
/** The funnel's paid reading: what a free request becomes once paid, and what its checkout charges. */
export const FULL_READING_PRODUCT_ID: ProductId = soleProduct('funnel').id;

/** The funnel's readings: the free request and the full reading it becomes when paid. */
export function isFunnelReading(productId: number): boolean {
  const sold = productEntry(productId)?.sold;
  return sold === 'funnel' || sold === 'free';
}

/** What the catalogue sells (`/products`, `/order/{slug}`, `POST /api/orders`). */
export const CATALOGUE_PRODUCT_IDS: readonly ProductId[] = PRODUCTS.filter((entry) => entry.sold === 'catalogue').map((entry) => entry.id);

export function isCatalogueProduct(productId: number): boolean {
  return productEntry(productId)?.sold === 'catalogue';
}

/**
 * Whether a product's paid orders wait for questionnaire answers before staff begin. Products that ask
 * nothing (the meditation audio, the manifestation system) go straight to preparation, never "needs
 * your input".
 */
export function asksQuestions(productId: number): boolean {
  return productEntry(productId)?.questionnaire != null;
}

/** Delivered the moment it is paid (the payment marks its work item delivered). */
export function deliveredOnPayment(productId: number): boolean {
  return productEntry(productId)?.fulfilment === 'on-payment';
}

/** The product is a meditation: it opens in the audio player and its file is served to its owner. */
export function deliversAudio(productId: number): boolean {
  return productEntry(productId)?.content.view.kind === 'audio';
}

/** The bonus products that paying for the full reading adds to the customer's account. */
export const FULL_READING_BONUS_PRODUCT_IDS: readonly ProductId[] = (productEntry(FULL_READING_PRODUCT_ID)?.bonuses?.offers ?? []).map((offer) => offer.productId);
