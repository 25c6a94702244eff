import type { Knex } from 'knex';
import { FULL_READING_PRICE_CENTS, FULL_READING_REGULAR_CENTS, PRODUCT_IDS, UPSELL_PRICE_CENTS, UPSELL_REGULAR_CENTS } from '@shared/domain/products';

type SaleChannel = 'funnel' | 'free' | 'catalogue' | 'bonus' | 'upsell';

interface ProductSeed {
  id: number;
  slug: string;
  name: string;
  priceCents: number;
  comparePriceCents?: number;
  saleChannel: SaleChannel;
  shortDescription: string;
  descriptionHtml: string;
  features: string[];
  /** Our own artwork in pwa/public/products (catalogue products). */
  imageUrl?: string;
  /** "What We'll Ask You" and "What You'll Discover" on the product page: key -> label. */
  inputFields?: Record<string, string>;
  outputFields?: Record<string, string>;
}

const year = new Date().getUTCFullYear();

/** The catalogue with the fixed ids of DECISIONS.md. Staff edit descriptions later; ids never change. */
export const PRODUCT_SEEDS: ProductSeed[] = [
  {
    id: PRODUCT_IDS.premiumSoulmateReading,
    slug: 'premium-soulmate-reading',
    name: 'Premium Soulmate Reading',
    priceCents: FULL_READING_PRICE_CENTS,
    comparePriceCents: FULL_READING_REGULAR_CENTS,
    saleChannel: 'funnel',
    shortDescription: 'Your full 20-page soulmate blueprint with three bonus readings.',
    descriptionHtml:
      '<p>The complete reading behind your free preview: personality, appearance, timeline for meeting, challenges and how to overcome them, and how to recognise your soulmate.</p>',
    features: ['20-page soulmate blueprint', 'Spirit-Animal Love Tarot bonus', 'Money-Tree 5-Card Spread bonus', 'Manifestation Audio bonus'],
  },
  {
    id: PRODUCT_IDS.freeSoulmateReading,
    slug: 'free-soulmate-reading',
    name: 'Free Soulmate Reading',
    priceCents: 0,
    saleChannel: 'free',
    shortDescription: 'A free soulmate sketch and a short tarot reading.',
    descriptionHtml: '<p>Ask one love question and receive a sketch of your soulmate with a short reading within 24 hours.</p>',
    features: ['Soulmate sketch', 'Short tarot reading', 'Zodiac insight'],
  },
  {
    id: PRODUCT_IDS.loveForecast,
    slug: 'love-forecast',
    name: `Love Forecast ${year}`,
    priceCents: 2999,
    saleChannel: 'catalogue',
    shortDescription: 'Month by month, what the cards see for your love life this year.',
    descriptionHtml: '<p>A twelve-month love forecast drawn from tarot and your zodiac sign.</p>',
    features: ['Twelve monthly forecasts', 'Key dates for love', 'Guidance for each season'],
    imageUrl: '/products/love-forecast.svg',
    inputFields: {
      birthdate: 'Your date of birth, for your zodiac sign',
      relationshipStatus: 'Where you stand in love right now',
      hopes: 'What you most hope the year brings',
    },
    outputFields: {
      timeline: 'The months when love is most likely to move',
      meeting: 'Where new love, or a new chapter, is likely to find you',
      monthly: 'A short forecast for each of the twelve months',
      guidance: 'Guidance for each season of the year',
    },
  },
  {
    id: PRODUCT_IDS.soulmateReading,
    slug: 'soulmate-reading',
    name: 'Soulmate Sketch & Reading',
    priceCents: 3999,
    saleChannel: 'catalogue',
    shortDescription: 'A hand-drawn sketch of your soulmate with an in-depth reading.',
    descriptionHtml: '<p>Our psychic artists draw your soulmate and write an in-depth reading about who they are and how you will meet.</p>',
    features: ['Hand-drawn soulmate sketch', 'Personality and appearance', 'When and where you meet'],
    imageUrl: '/products/soulmate-reading.svg',
    inputFields: {
      birthdate: 'Your date of birth',
      genderPreference: 'Who you are attracted to',
      relationshipStatus: 'Your relationship status',
      idealTraits: 'The qualities you hope for in a partner',
    },
    outputFields: {
      appearance: 'A hand-drawn sketch of your soulmate, with the details of their looks',
      personality: 'Their nature, their values and the way they love',
      meeting: 'Where and how the two of you are likely to meet',
      timeline: 'When the meeting is most likely to happen',
    },
  },
  {
    id: PRODUCT_IDS.spiritAnimalTarot,
    slug: 'spirit-animal-tarot',
    name: 'Spirit-Animal Love Tarot',
    priceCents: 0,
    saleChannel: 'bonus',
    shortDescription: 'The spirit animal that guides your love life, read through the tarot.',
    descriptionHtml: '<p>A bonus reading that pairs your spirit animal with a love tarot spread.</p>',
    features: ['Your love spirit animal', 'Three-card love spread'],
  },
  {
    id: PRODUCT_IDS.moneyTree,
    slug: 'money-tree',
    name: 'Money-Tree 5-Card Spread',
    priceCents: 0,
    saleChannel: 'bonus',
    shortDescription: 'A five-card spread on abundance and the steps that help it grow.',
    descriptionHtml: '<p>A bonus five-card spread about abundance, with practical steps you commit to.</p>',
    features: ['Five-card abundance spread', 'Personal action plan'],
  },
  {
    id: PRODUCT_IDS.manifestationAudio,
    slug: 'manifestation-audio',
    name: 'Manifestation Audio',
    priceCents: 600,
    saleChannel: 'catalogue',
    shortDescription: 'A guided love manifestation meditation to listen to anywhere.',
    descriptionHtml: '<p>A calm guided meditation to open your heart to love, available offline on your phone.</p>',
    features: ['Guided meditation', 'Listen offline', 'Yours to keep'],
    imageUrl: '/products/manifestation-audio.svg',
    inputFields: {
      firstName: 'Your first name',
      intention: 'The love you want to invite into your life',
    },
    outputFields: {
      meditation: 'A calm guided meditation to open your heart to love',
      affirmations: 'Love affirmations to repeat each day',
      practice: 'A simple daily listening practice',
    },
  },
  {
    id: PRODUCT_IDS.twinFlameReading,
    slug: 'twin-flame-reading',
    name: 'Twin Flame Connection',
    priceCents: 4999,
    saleChannel: 'catalogue',
    shortDescription: 'Whether you have met your twin flame, and what your connection asks of you.',
    descriptionHtml: '<p>A reading of your twin flame connection: recognition, separation and reunion.</p>',
    features: ['Twin flame recognition', 'Stages of your connection', 'Guidance for reunion'],
    imageUrl: '/products/twin-flame-reading.svg',
    inputFields: {
      birthdate: 'Your date of birth',
      connectionName: 'The first name of the person you feel bound to (optional)',
      connectionStory: 'How your connection began',
    },
    outputFields: {
      personality: "Your twin flame's soul qualities, mirrored in yours",
      meeting: 'The signs that show whether you have already met',
      timeline: 'Where you stand in the stages of your connection',
      reunion: 'Guidance for union, or reunion',
    },
  },
  {
    id: PRODUCT_IDS.manifestationSystem,
    slug: 'manifestation-system',
    name: 'Soulmate Manifestation System',
    priceCents: UPSELL_PRICE_CENTS,
    comparePriceCents: UPSELL_REGULAR_CENTS,
    saleChannel: 'upsell',
    shortDescription: 'Rituals, a 30-day calendar and affirmations to draw your soulmate closer.',
    descriptionHtml: '<p>A ritual guide, a 30-day manifestation calendar, love affirmations for your sign and a compatibility analysis.</p>',
    features: ['Ritual guide', '30-day manifestation calendar', 'Love affirmations by zodiac sign'],
  },
];

/** Inserts the products that are missing; existing rows (possibly edited by staff) are left alone. */
export async function seedProducts(knex: Knex, now = new Date().toISOString()): Promise<void> {
  const rows = PRODUCT_SEEDS.map((product) => ({
    id: product.id,
    slug: product.slug,
    name: product.name,
    price_cents: product.priceCents,
    compare_price_cents: product.comparePriceCents ?? null,
    currency: 'USD',
    sale_channel: product.saleChannel,
    short_description: product.shortDescription,
    description_html: product.descriptionHtml,
    image_url: product.imageUrl ?? null,
    features_json: JSON.stringify(product.features),
    input_fields_json: JSON.stringify(product.inputFields ?? {}),
    output_fields_json: JSON.stringify(product.outputFields ?? {}),
    created_at: now,
    updated_at: now,
  }));
  await knex('products').insert(rows).onConflict('id').ignore();
}
