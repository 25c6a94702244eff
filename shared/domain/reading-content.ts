import { paths } from '../routes/page-paths';
import type { PremiumField } from '../schemas/admin';
import { PRODUCT_IDS } from './products';

/**
 * What each product's finished reading holds, in one table: which premium fields staff fill in for it
 * (with the words the editor and the customer see), whether it has a sketch, and which view shows it.
 * The staff editor shows these groups, the API checks a save against them (shared/schemas/admin.ts,
 * `readingUpdateSchemaFor`), and the premium page renders each group in its place.
 *
 * The premium fields are the spec's soulmate fields (accounts.md section 3). Other products reuse the
 * keys that fit them under their own labels (the love forecast's "Your Year in Love" is stored as the
 * report introduction): the stored JSON keeps one schema, and the labels here say what each key means
 * for each product.
 */

/** Where a group shows on the premium page. */
export type ContentSlot =
  /** Under the sketch: appearance, initials and zodiac analysis. */
  | 'sketch'
  /** Passages of text in full, one card each (a bonus reading's spread, a forecast's opening). */
  | 'reading'
  /** The detailed report, in collapsible sections. */
  | 'report'
  /** Questions and their answers. */
  | 'questions'
  /** Short insight cards. */
  | 'insights'
  /** The "Bonus Content" tab. */
  | 'bonuses'
  /** The "Surprise Gifts" tab. */
  | 'gifts';

export interface ContentField {
  field: PremiumField;
  /** The editor's label and the page's heading (a question, for the `questions` slot). */
  label: string;
}

export interface ContentGroup {
  slot: ContentSlot;
  /** The editor's section title, and the page's heading for the group. */
  title: string;
  fields: readonly ContentField[];
}

/** The premium page's variants: the `type` query of `/premium-reading/{code}`, or the soulmate page. */
export const READING_TYPES = ['love-forecast', 'twin-flame', 'spirit-animal', 'money-tree', 'manifestation-system'] as const;
export type ReadingType = (typeof READING_TYPES)[number];

export type ReadingView =
  | { kind: 'soulmate' }
  | { kind: 'typed'; type: ReadingType }
  /** The meditation plays on the audio player page. */
  | { kind: 'audio' };

export interface ReadingContent {
  view: ReadingView;
  /** The page's heading. */
  title: string;
  /** A sketch is drawn for it: the editor requires one and the page shows the sketch panel. */
  sketch: boolean;
  /** The reader's free notes: the soulmate reading's text (required), else an optional personal note. */
  notes: { required: boolean; label: string };
  /** Fields without which the reading is not finished (the API refuses the save). */
  required: readonly PremiumField[];
  groups: readonly ContentGroup[];
}

const field = (key: PremiumField, label: string): ContentField => ({ field: key, label });

const SKETCH_DETAILS: ContentGroup = {
  slot: 'sketch',
  title: 'About Your Soulmate',
  fields: [
    field('soulmateAppearance', 'Their Appearance'),
    field('soulmateInitialsPlacesDates', 'Initials, Places & Dates'),
    field('soulmateZodiacAnalysis', 'Zodiac Analysis'),
  ],
};

const SOULMATE_REPORT: ContentGroup = {
  slot: 'report',
  title: 'Your Detailed Soulmate Report',
  fields: [
    field('soulmateReportIntroduction', 'Introduction'),
    field('soulmateReportWhoTheyAre', 'Who They Are'),
    field('soulmateReportHowYouFeel', 'How You Will Feel Together'),
    field('soulmateReportHowToRecognize', 'How to Recognise Them'),
    field('soulmateReportWhenYouMeet', 'When You Meet'),
    field('soulmateReportWhereHowMeet', 'Where & How You Meet'),
    field('soulmateReportPastLifeTies', 'Past-Life Ties'),
    field('soulmateReportBlocksDelaying', 'Blocks Delaying Your Union'),
    field('soulmateReportSoulContract', 'Your Soul Contract'),
    field('soulmateReportOutcomeEvolution', 'Outcome & Evolution'),
    field('soulmateReportClosingMessage', 'Closing Message'),
  ],
};

const SOULMATE_QUESTIONS: ContentGroup = {
  slot: 'questions',
  title: 'Your Questions, Answered',
  fields: [
    field('soulmateThoughts', 'What are they thinking about me right now?'),
    field('soulmateAlreadyMet', 'Have I already met them?'),
    field('soulmateMeetingDetails', 'How and where will we meet?'),
    field('soulmateUnsaidFeelings', 'What feelings are still unsaid?'),
    field('soulmateBestNextMove', 'What is my best next move?'),
    field('soulmatePotentialOutcome', 'Where can this love lead?'),
  ],
};

const SOULMATE_INSIGHTS: ContentGroup = {
  slot: 'insights',
  title: 'Soul Insights',
  fields: [
    field('soulmateLoveEnergy', 'Your Love Energy'),
    field('soulmateLoveBlocks', 'Your Love Blocks'),
    field('soulmateLoveRelease', 'Releasing the Blocks'),
    field('soulmateCurrentEnergy', 'Their Current Energy'),
    field('soulmateUniverseSigns', 'Signs from the Universe'),
    field('soulmateKarmicBaggage', 'Karmic Baggage'),
    field('soulmateReleasePath', 'Your Path to Release'),
    field('soulmateUniverseMessage', 'A Message from the Universe'),
  ],
};

const FULL_READING_BONUSES: ContentGroup = {
  slot: 'bonuses',
  title: 'Your Bonus Readings',
  fields: [
    field('spiritAnimalTarot', 'Spirit-Animal Love Tarot'),
    field('moneyTreeTarot', 'Money-Tree 5-Card Spread'),
    field('manifestationAudio', 'Personalised Manifestation Audio'),
  ],
};

const GIFTS: ContentGroup = {
  slot: 'gifts',
  title: 'Your Surprise Gifts',
  fields: [
    field('vedicReport', '3-Month Vedic Report'),
    field('numerologyForecast', '3-Month Numerology Forecast'),
    field('premiumHoroscope', 'Next-Month Premium Horoscope'),
  ],
};

const SOULMATE_NOTES = { required: true, label: 'Reading notes' } as const;
const PERSONAL_NOTE = { required: false, label: 'A personal note from the reader (optional)' } as const;

const soulmate = (title: string, bonuses: boolean): ReadingContent => ({
  view: { kind: 'soulmate' },
  title,
  sketch: true,
  notes: SOULMATE_NOTES,
  required: [],
  groups: [SKETCH_DETAILS, SOULMATE_REPORT, SOULMATE_QUESTIONS, SOULMATE_INSIGHTS, ...(bonuses ? [FULL_READING_BONUSES] : []), GIFTS],
});

/** A reading that opens with one passage (required) and goes on in collapsible sections. */
function typed(type: ReadingType, title: string, opening: string, report: ContentGroup): ReadingContent {
  return {
    view: { kind: 'typed', type },
    title,
    sketch: false,
    notes: PERSONAL_NOTE,
    required: ['soulmateReportIntroduction'],
    groups: [{ slot: 'reading', title: opening, fields: [field('soulmateReportIntroduction', opening)] }, report],
  };
}

/** A bonus reading: one spread, written in full under `label`. */
function spread(type: ReadingType, key: PremiumField, title: string, label: string): ReadingContent {
  return {
    view: { kind: 'typed', type },
    title: `Your ${title}`,
    sketch: false,
    notes: PERSONAL_NOTE,
    required: [key],
    groups: [{ slot: 'reading', title, fields: [field(key, label)] }],
  };
}

const PREMIUM_SOULMATE = soulmate('Your Premium Soulmate Reading', true);

export const READING_CONTENT: Readonly<Record<number, ReadingContent>> = {
  [PRODUCT_IDS.premiumSoulmateReading]: PREMIUM_SOULMATE,
  // Paying for a free reading makes it the premium one (#1); unpaid, it has its sketch and notes only.
  [PRODUCT_IDS.freeSoulmateReading]: PREMIUM_SOULMATE,
  [PRODUCT_IDS.soulmateReading]: soulmate('Your Soulmate Sketch & Reading', false),
  [PRODUCT_IDS.loveForecast]: typed('love-forecast', 'Your Love Forecast', 'Your Year in Love', {
    slot: 'report',
    title: 'Your Forecast, Step by Step',
    fields: [
      field('soulmateCurrentEnergy', 'Your Love Energy Now'),
      field('soulmateReportWhenYouMeet', 'The Months That Matter'),
      field('soulmateLoveBlocks', 'What Holds Love Back'),
      field('soulmateUniverseSigns', 'Signs to Watch For'),
      field('soulmateBestNextMove', 'Your Best Next Move'),
      field('soulmatePotentialOutcome', 'Where the Year Leads'),
      field('soulmateReportClosingMessage', 'A Closing Message'),
    ],
  }),
  [PRODUCT_IDS.twinFlameReading]: typed('twin-flame', 'Your Twin Flame Connection', 'Your Twin Flame Connection', {
    slot: 'report',
    title: 'Your Connection, Step by Step',
    fields: [
      field('soulmateReportWhoTheyAre', 'Who Your Twin Flame Is'),
      field('soulmateReportPastLifeTies', 'Past-Life Ties'),
      field('soulmateReportSoulContract', 'Your Soul Contract'),
      field('soulmateKarmicBaggage', 'Karmic Lessons'),
      field('soulmateReportBlocksDelaying', 'What Delays Your Union'),
      field('soulmateReleasePath', 'The Path to Union'),
      field('soulmateReportOutcomeEvolution', 'How the Connection Evolves'),
      field('soulmateReportClosingMessage', 'A Closing Message'),
    ],
  }),
  [PRODUCT_IDS.manifestationSystem]: typed('manifestation-system', 'Your Soulmate Manifestation System', 'Your Manifestation System', {
    slot: 'report',
    title: 'Your Practice, Step by Step',
    fields: [
      field('soulmateLoveEnergy', 'Your Love Energy'),
      field('soulmateLoveBlocks', 'Blocks to Clear'),
      field('soulmateLoveRelease', 'Your Release Ritual'),
      field('soulmateBestNextMove', 'Your Daily Practice'),
      field('soulmateUniverseSigns', 'Signs Your Love Is Near'),
      field('soulmateUniverseMessage', 'A Message from the Universe'),
    ],
  }),
  [PRODUCT_IDS.spiritAnimalTarot]: spread('spirit-animal', 'spiritAnimalTarot', 'Spirit-Animal Love Tarot', 'What Your Spirit Animal Reveals'),
  [PRODUCT_IDS.moneyTree]: spread('money-tree', 'moneyTreeTarot', 'Money-Tree 5-Card Spread', 'What Your Five Cards Reveal'),
  // The meditation: an audio file of its own, or (left empty) our Love Manifestation Meditation.
  [PRODUCT_IDS.manifestationAudio]: {
    view: { kind: 'audio' },
    title: 'Your Manifestation Audio',
    sketch: false,
    notes: PERSONAL_NOTE,
    required: [],
    groups: [
      {
        slot: 'bonuses',
        title: 'The Audio',
        fields: [field('manifestationAudio', 'Address of the audio file (leave empty for our Love Manifestation Meditation)')],
      },
    ],
  },
};

/** A product's reading; an unknown product (none today) is read as the soulmate reading it most resembles. */
export function readingContentFor(productId: number): ReadingContent {
  return READING_CONTENT[productId] ?? PREMIUM_SOULMATE;
}

/** Every premium field a product uses, in the editor's order. */
export function contentFields(content: ReadingContent): PremiumField[] {
  return content.groups.flatMap((group) => group.fields.map((entry) => entry.field));
}

export function isReadingType(value: unknown): value is ReadingType {
  return typeof value === 'string' && (READING_TYPES as readonly string[]).includes(value);
}

/**
 * The page that shows a paid order's finished reading, from its product's view: the dashboard's View
 * Reading (through `/reading-result/{id}`), the "reading ready" mail and the premium page itself (which
 * moves to this address when a link named another variant) all go here.
 */
export function readingViewHref(productId: number, code: string): string {
  const { view } = readingContentFor(productId);
  if (view.kind === 'audio') return paths.audioExperience.href(code);
  return view.kind === 'soulmate' ? paths.premiumSoulmateReading.href(code) : paths.premiumReading.href(code, view.type);
}
