import * as z from 'zod/mini';
import { calendarDateSchema, isoDateTimeSchema } from './common';
import { WORK_STATUSES } from '../domain/order-lifecycle';
import { otherHomesOf, readingContentFor, requiredFields } from '../domain/reading-content';
import { refundStateSchema } from './refund';

export const ADMIN_TABS = ['all', 'pending', 'completed'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** Premium reading fields, grouped as staff fill them in. */
export const PREMIUM_FIELD_GROUPS = {
  soulmate: [
    'soulmateAppearance', 'soulmateInitialsPlacesDates', 'soulmateZodiacAnalysis', 'soulmateLoveEnergy', 'soulmateLoveBlocks',
    'soulmateLoveRelease', 'soulmateUnsaidFeelings', 'soulmateUniverseSigns', 'soulmateBestNextMove', 'soulmateCurrentEnergy',
    'soulmateThoughts', 'soulmateAlreadyMet', 'soulmateMeetingDetails', 'soulmateKarmicBaggage', 'soulmateReleasePath',
    'soulmateUniverseMessage', 'soulmatePotentialOutcome',
  ],
  report: [
    'soulmateReportIntroduction', 'soulmateReportWhoTheyAre', 'soulmateReportHowYouFeel', 'soulmateReportHowToRecognize',
    'soulmateReportWhenYouMeet', 'soulmateReportWhereHowMeet', 'soulmateReportPastLifeTies', 'soulmateReportBlocksDelaying',
    'soulmateReportSoulContract', 'soulmateReportOutcomeEvolution', 'soulmateReportClosingMessage',
  ],
  bonuses: ['spiritAnimalTarot', 'moneyTreeTarot', 'manifestationAudio', 'vedicReport', 'numerologyForecast', 'premiumHoroscope'],
} as const;

export type PremiumField = (typeof PREMIUM_FIELD_GROUPS)[keyof typeof PREMIUM_FIELD_GROUPS][number];
export const PREMIUM_FIELDS: readonly PremiumField[] = Object.values(PREMIUM_FIELD_GROUPS).flat();

const PREMIUM_TOO_LONG = 'Please keep each section under 20,000 characters';
const premiumText = z.optional(z.string().check(z.trim(), z.maxLength(20_000, PREMIUM_TOO_LONG)));
/** A key that is no premium field at all, named (zod's own words would be "Invalid input"). */
const unknownSectionMessage = (issue: { code?: string; keys?: readonly string[] }) =>
  issue.code === 'unrecognized_keys' ? `No reading has ${issue.keys!.length === 1 ? 'a section' : 'sections'} ${issue.keys!.map((key) => `“${key}”`).join(', ')}.` : undefined;

export const premiumContentSchema = z.strictObject(
  Object.fromEntries(PREMIUM_FIELDS.map((field) => [field, premiumText])) as Record<PremiumField, typeof premiumText>,
  { error: unknownSectionMessage },
);
export type PremiumContent = z.infer<typeof premiumContentSchema>;

export const adminReadingsQuerySchema = z.object({
  tab: z._default(z.enum(ADMIN_TABS), 'all'),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200, 'Search is at most 200 characters'))),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(5), z.maximum(100)), 25),
});
export type AdminReadingsQuery = z.input<typeof adminReadingsQuerySchema>;

export const NOTICE_STATES = ['pending', 'sent', 'failed'] as const;

/**
 * The latest "your reading is ready" notice: its e-mail, and a push per device the account had
 * when it was queued (all three counts 0: no device).
 */
export const readyNoticeSchema = z.object({
  queuedAt: isoDateTimeSchema,
  email: z.enum(NOTICE_STATES),
  push: z.object({ sent: z.int(), failed: z.int(), pending: z.int() }),
});
export type ReadyNotice = z.infer<typeof readyNoticeSchema>;

/**
 * The questionnaire answers that count for an order (the owner's, else a code holder's), laid out by the
 * questionnaire's own words: its title, then each question's label with the answer as the customer chose
 * it (option labels, not stored values).
 */
export const adminQuestionnaireAnswersSchema = z.object({
  title: z.string(),
  receivedAt: isoDateTimeSchema,
  /** The order's owner, or someone who only had its request code. */
  submittedBy: z.enum(['owner', 'code_holder']),
  answers: z.array(z.tuple([z.string(), z.string()])),
});
export type AdminQuestionnaireAnswers = z.infer<typeof adminQuestionnaireAnswersSchema>;

/**
 * One item of the staff queue: a free or premium soulmate reading, or a bonus, upsell or catalogue order
 * to complete. Only the free form's readings have its answers (birthdate, question, trait, preference).
 */
export const adminReadingSchema = z.object({
  id: z.int(),
  /** The reading's order: what staff refund. */
  orderId: z.int(),
  requestCode: z.string(),
  name: z.string(),
  email: z.string(),
  birthdate: z.nullable(calendarDateSchema),
  question: z.nullable(z.string()),
  soulmateTrait: z.nullable(z.string()),
  genderPreference: z.nullable(z.string()),
  productId: z.int(),
  productName: z.string(),
  isPaid: z.boolean(),
  /** Whether the free request's e-mail link was followed; null for every other order (nothing to confirm). */
  confirmed: z.nullable(z.boolean()),
  /** Nothing is owed on this item now (delivered, or its order refunded). */
  readingCompleted: z.boolean(),
  /** Its stage in the order lifecycle (shared/domain/order-lifecycle.ts `workStatus`). */
  status: z.enum(WORK_STATUSES),
  sketchUrl: z.nullable(z.string()),
  sketchAlt: z.nullable(z.string()),
  readingNotes: z.nullable(z.string()),
  premium: z.nullable(premiumContentSchema),
  createdAt: isoDateTimeSchema,
  /** When staff owe it; null while paid work waits for the customer's answers (its clock has not started). */
  dueAt: z.nullable(isoDateTimeSchema),
  /** When the work now owed was completed (or its order refunded); null while pending. */
  completedAt: z.nullable(isoDateTimeSchema),
  /** When staff delivered this work without the customer's answers, as they confirmed; null otherwise. */
  deliveredWithoutAnswersAt: z.nullable(isoDateTimeSchema),
  /** When the free reading was delivered, for a reading whose payment then reopened it as the premium one. */
  freeCompletedAt: z.nullable(isoDateTimeSchema),
  /**
   * What the order was sold at, in cents (the server's price, not one typed anywhere): what a full refund
   * gives back. 0 for a bonus order and an unpaid free request.
   */
  priceCents: z.int(),
  /** Null while nothing was asked or refunded. */
  refund: z.nullable(refundStateSchema),
  /** Pending and past its due time (never without a due time). */
  overdue: z.boolean(),
  /** The order's questionnaire answers; null until the customer answered. */
  questionnaire: z.nullable(adminQuestionnaireAnswersSchema),
  /** What the customer was last told that this reading is ready (null: never, or before these notices were recorded). */
  readyNotice: z.nullable(readyNoticeSchema),
});
export type AdminReading = z.infer<typeof adminReadingSchema>;

export const adminReadingsPageSchema = z.object({
  items: z.array(adminReadingSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  counts: z.object({ all: z.int(), pending: z.int(), completed: z.int() }),
});
export type AdminReadingsPage = z.infer<typeof adminReadingsPageSchema>;

export const SKETCH_MESSAGES = {
  sketch: 'Add a sketch: upload an image or paste its address',
  alt: 'Describe the sketch for people who cannot see it (at least 3 characters)',
  notes: 'Write the reading notes (at least 20 characters)',
} as const;

/** A sketch is an uploaded file (/uploads/...) or an https address. */
export const sketchUrlSchema = z.string({ error: SKETCH_MESSAGES.sketch }).check(
  z.trim(),
  z.maxLength(1000, SKETCH_MESSAGES.sketch),
  z.refine((value) => /^\/uploads\/[A-Za-z0-9_-]+\.(png|jpe?g|webp)$/.test(value) || /^https:\/\/[^\s]+$/.test(value), SKETCH_MESSAGES.sketch),
);

const sketchAltSchema = z.string({ error: SKETCH_MESSAGES.alt }).check(z.trim(), z.minLength(3, SKETCH_MESSAGES.alt), z.maxLength(300, SKETCH_MESSAGES.alt));
const NOTES_TOO_LONG = 'Please keep the notes under 50,000 characters';
const notesSchema = z.string({ error: SKETCH_MESSAGES.notes }).check(z.trim(), z.minLength(20, SKETCH_MESSAGES.notes), z.maxLength(50_000, NOTES_TOO_LONG));

/**
 * A meditation's own recording, as an `audio` field holds it: the address of a file staff uploaded
 * (`POST /api/admin/uploads/audio`); left empty, our bundled Love Manifestation Meditation plays.
 */
export const UPLOADED_AUDIO_ADDRESS = /^\/uploads\/([A-Za-z0-9_-]+\.(?:m4a|mp3))$/;
export const AUDIO_FILE_MESSAGE = 'Upload the recording (an .m4a or .mp3 file), or leave it empty for our Love Manifestation Meditation';
const audioAddressSchema = z.string({ error: AUDIO_FILE_MESSAGE }).check(z.trim(), z.regex(UPLOADED_AUDIO_ADDRESS, AUDIO_FILE_MESSAGE));

/** An optional field the editor sends empty ('') when left blank: blank means "none". */
const blankOr = <T extends z.ZodMiniType<string, string>>(schema: T) => z.optional(z.pipe(z.string().check(z.trim()), z.union([z.literal(''), schema])));

/**
 * Staff complete a reading: saving always marks it completed and tells the customer. This is
 * what any product's save may hold; what a product requires (its sketch, its notes, its own premium
 * fields) is `readingUpdateSchemaFor`, which the API and the editor both check.
 */
export const adminReadingUpdateSchema = z.object({
  sketchUrl: blankOr(sketchUrlSchema),
  sketchAlt: blankOr(sketchAltSchema),
  readingNotes: z.optional(z.string().check(z.trim(), z.maxLength(50_000, NOTES_TOO_LONG))),
  premium: z.optional(premiumContentSchema),
  /**
   * Saving a reading that is completed already (a typo fixed) tells the customer nothing more, unless
   * staff tick "Tell the customer again": then a new notice goes (e-mail and push).
   */
  notifyAgain: z.optional(z.boolean()),
  /**
   * Staff confirm that they deliver work still waiting for the customer's answers without them
   * (order-lifecycle.ts `deliveryNeedsConfirmation`); without it such a save is refused, 409 `answers_missing`.
   */
  deliverWithoutAnswers: z.optional(z.boolean()),
});
export type AdminReadingUpdate = z.infer<typeof adminReadingUpdateSchema>;

/**
 * What a save of this product's reading must hold (the product registry's content, shared/domain/products.ts):
 * its own fields only, and for paid work every field of its required sections, so paid work is never
 * marked completed half written. An unpaid free reading needs only its sketch and notes. The API and the
 * editor check the same schema.
 */
export function readingUpdateSchemaFor(productId: number, { paid }: { paid: boolean }) {
  const content = readingContentFor(productId);
  const required = paid ? requiredFields(content) : [];
  const fields = content.groups.flatMap((group) => group.fields);
  const own = new Set<PremiumField>(fields.map((entry) => entry.field));
  const premium = z.strictObject(
    Object.fromEntries([
      ...fields.map(({ field, label, control }) => {
        const missing = requiredSectionMessage(label);
        if (control === 'audio') return [field, blankOr(audioAddressSchema)];
        return [field, required.includes(field) ? z.string({ error: missing }).check(z.trim(), z.minLength(1, missing), z.maxLength(20_000, PREMIUM_TOO_LONG)) : premiumText];
      }),
      // Another product's field is refused under its own name, saying where its text belongs now.
      ...PREMIUM_FIELDS.filter((field) => !own.has(field)).map((field) => [field, z.optional(z.custom<never>(() => false, { error: foreignFieldMessage(field, productId) }))]),
    ]) as Partial<Record<PremiumField, typeof premiumText>>,
    { error: unknownSectionMessage },
  );
  return z.extend(adminReadingUpdateSchema, {
    ...(content.sketch ? { sketchUrl: sketchUrlSchema, sketchAlt: sketchAltSchema } : {}),
    ...(content.notes.required ? { readingNotes: notesSchema } : {}),
    // Left out, the premium part is empty: each required field is then named, not the part as a whole.
    premium: required.length > 0 ? z.prefault(premium, {}) : z.optional(premium),
  });
}

/** A premium field that is not part of this product's reading, named, and where its text is written instead. */
export function foreignFieldMessage(field: PremiumField, productId: number): string {
  const homes = otherHomesOf(field, productId);
  if (homes.length === 0) return `This reading has no section “${field}”, and no other reading has either.`;
  const where = homes.map((home) => `the ${home.productName}`).join(' or ');
  return `“${homes[0]!.label}” (${field}) is not part of this reading: it belongs to ${where}, ${homes.length > 1 ? 'each ' : ''}an order of its own. Write that text in that order's editor.`;
}

/** The message of a required section left empty, naming it as the editor and the customer's page do. */
export function requiredSectionMessage(label: string): string {
  return `Write “${label}”: this reading is not finished without it`;
}

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/**
 * An audio order's own file (docs/decisions/012), AAC in .m4a or MP3; `audio/x-m4a` is what some systems call
 * an .m4a file. Private: only the order's owner and staff hear it, at `/api/orders/{code}/audio`.
 */
export const AUDIO_UPLOAD_TYPES = ['audio/mp4', 'audio/x-m4a', 'audio/mpeg'] as const;
export const AUDIO_UPLOAD_MAX_BYTES = 30 * 1024 * 1024;
export const uploadResultSchema = z.object({ url: z.string(), contentType: z.enum([...UPLOAD_TYPES, 'audio/mp4', 'audio/mpeg']), bytes: z.int() });

/**
 * A product in the staff editor: what staff edit (prices, descriptions, features, active), beside what the
 * product registry fixes (slug, name, sale channel), shown for reference and not editable here.
 */
export const adminProductSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  priceCents: z.int(),
  comparePriceCents: z.nullable(z.int()),
  saleChannel: z.string(),
  shortDescription: z.string(),
  descriptionHtml: z.string(),
  features: z.array(z.string()),
  active: z.boolean(),
  updatedAt: isoDateTimeSchema,
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

const cents = z.int('Prices are whole cents').check(z.minimum(0, 'Prices cannot be negative'), z.maximum(10_000_000, 'That price is too high'));

/** What staff may change of a product; anything else of it is the product registry's (shared/domain/products.ts). */
export const adminProductUpdateSchema = z.object({
  priceCents: cents,
  comparePriceCents: z.nullable(cents),
  shortDescription: z.string().check(z.trim(), z.minLength(10, 'Write at least 10 characters'), z.maxLength(500)),
  descriptionHtml: z.string().check(z.maxLength(50_000, 'The description is too long')),
  features: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))).check(z.maxLength(20, 'At most 20 features')),
  active: z.boolean(),
});
export type AdminProductUpdate = z.infer<typeof adminProductUpdateSchema>;

/** The users table: one row per request with a customer e-mail. */
export const usersTableRowSchema = z.object({
  email: z.string(),
  user_name: z.nullable(z.string()),
  request_code: z.string(),
  aws_sketch_url: z.nullable(z.string()),
  order_date: z.nullable(isoDateTimeSchema),
  sketch_upload_date: z.nullable(isoDateTimeSchema),
});
export type UsersTableRow = z.infer<typeof usersTableRowSchema>;
