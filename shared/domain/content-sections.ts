import type { PremiumField } from '../schemas/admin';

/**
 * What staff deliver, as sections of a reading: the building blocks of the product registry's
 * `content` (shared/domain/products.ts). The staff editor shows these groups, the API checks a save
 * against them (shared/schemas/admin.ts, `readingUpdateSchemaFor`), and the premium page renders each
 * group in its place.
 *
 * The premium fields are the soulmate reading's fields. Other products reuse the
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
  /** The audio player's file (the meditation). */
  | 'audio'
  /** The "Surprise Gifts" tab. */
  | 'gifts';

export interface ContentField {
  field: PremiumField;
  /** The editor's label and the page's heading (a question, for the `questions` slot). */
  label: string;
  /**
   * How staff fill it in: a passage of text, or an audio file (an upload, or left empty for our bundled
   * Love Manifestation Meditation). Every editor shows an `audio` field with the same control.
   */
  control: 'text' | 'audio';
}

export interface ContentGroup {
  slot: ContentSlot;
  /** The editor's section title, and the page's heading for the group. */
  title: string;
  /** Every field of a required group must have text before paid work is completed (the API refuses the save). */
  required: boolean;
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
  groups: readonly ContentGroup[];
}

const field = (key: PremiumField, label: string): ContentField => ({ field: key, label, control: 'text' });

const SKETCH_DETAILS: ContentGroup = {
  slot: 'sketch',
  title: 'About Your Soulmate',
  required: true,
  fields: [
    field('soulmateAppearance', 'Their Appearance'),
    field('soulmateInitialsPlacesDates', 'Initials, Places & Dates'),
    field('soulmateZodiacAnalysis', 'Zodiac Analysis'),
  ],
};

const SOULMATE_REPORT: ContentGroup = {
  slot: 'report',
  title: 'Your Detailed Soulmate Report',
  required: true,
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
  required: true,
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
  required: true,
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

/** Extras staff may add to the premium reading; it is finished without them. */
const GIFTS: ContentGroup = {
  slot: 'gifts',
  title: 'Your Surprise Gifts',
  required: false,
  fields: [
    field('vedicReport', '3-Month Vedic Report'),
    field('numerologyForecast', '3-Month Numerology Forecast'),
    field('premiumHoroscope', 'Next-Month Premium Horoscope'),
  ],
};

const SOULMATE_NOTES = { required: true, label: 'Reading notes' } as const;
const PERSONAL_NOTE = { required: false, label: 'A personal note from the reader (optional)' } as const;

/**
 * A soulmate reading: the sketch, the notes, and the premium sections. Its bonus readings (the full
 * reading's spirit animal, money tree and audio) are not sections of it: each is its own bonus order,
 * made and delivered on its own (docs/decisions/017-product-registry.md).
 */
export function soulmateReading(title: string): ReadingContent {
  const groups = [SKETCH_DETAILS, SOULMATE_REPORT, SOULMATE_QUESTIONS, SOULMATE_INSIGHTS, GIFTS];
  return { view: { kind: 'soulmate' }, title, sketch: true, notes: SOULMATE_NOTES, groups };
}

/** A variant of the premium page (`/premium-reading/{code}?type=`): no sketch, an optional personal note. */
function variantOfPage(type: ReadingType, title: string, groups: readonly ContentGroup[]): ReadingContent {
  return { view: { kind: 'typed', type }, title, sketch: false, notes: PERSONAL_NOTE, groups };
}

/**
 * A reading that opens with one passage (required) and goes on in collapsible sections (`report`,
 * optional: staff write the ones that speak to the customer's answers).
 */
export function typedReading(type: ReadingType, title: string, opening: string, report: { title: string; fields: ReadonlyArray<[PremiumField, string]> }): ReadingContent {
  return variantOfPage(type, title, [
    { slot: 'reading', title: opening, required: true, fields: [field('soulmateReportIntroduction', opening)] },
    { slot: 'report', title: report.title, required: false, fields: report.fields.map(([key, label]) => field(key, label)) },
  ]);
}

/** A bonus reading: one spread, written in full under `label` (required). */
export function spreadReading(type: ReadingType, key: PremiumField, title: string, label: string): ReadingContent {
  return variantOfPage(type, `Your ${title}`, [{ slot: 'reading', title, required: true, fields: [field(key, label)] }]);
}

/** The meditation: an audio file of its own, or (left empty) our Love Manifestation Meditation. */
export function audioReading(title: string): ReadingContent {
  const recording: ContentField = { field: 'manifestationAudio', label: 'The meditation the customer hears', control: 'audio' };
  return { view: { kind: 'audio' }, title, sketch: false, notes: PERSONAL_NOTE, groups: [{ slot: 'audio', title: 'The Audio', required: false, fields: [recording] }] };
}
