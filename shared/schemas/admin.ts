import * as z from 'zod/mini';
import { calendarDateSchema, isoDateTimeSchema } from './common';
import type { OrderStatus } from '../domain/order-status';
import { refundStateSchema } from './refund';

export const ADMIN_TABS = ['all', 'pending', 'completed'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** Premium reading fields (accounts.md section 3), grouped as staff fill them in. */
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

const premiumText = z.optional(z.string().check(z.trim(), z.maxLength(20_000, 'Please keep each section under 20,000 characters')));
export const premiumContentSchema = z.strictObject(
  Object.fromEntries(PREMIUM_FIELDS.map((field) => [field, premiumText])) as Record<PremiumField, typeof premiumText>,
);
export type PremiumContent = z.infer<typeof premiumContentSchema>;

export const adminReadingsQuerySchema = z.object({
  tab: z._default(z.enum(ADMIN_TABS), 'all'),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200, 'Search is at most 200 characters'))),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(5), z.maximum(100)), 25),
});
export type AdminReadingsQuery = z.input<typeof adminReadingsQuerySchema>;

/**
 * Where a staff work item stands, in the order status's words (ORDER_STATUS_LABELS): owed, delivered, or
 * refunded (no longer owed). Payment and questionnaire states are the customer's, not the staff's.
 */
export const WORK_STATUSES = ['in_progress', 'completed', 'refunded'] as const satisfies readonly OrderStatus[];
export type WorkStatus = (typeof WORK_STATUSES)[number];

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
  confirmed: z.boolean(),
  /** Nothing is owed on this item now (delivered, or its order refunded). */
  readingCompleted: z.boolean(),
  status: z.enum(WORK_STATUSES),
  sketchUrl: z.nullable(z.string()),
  sketchAlt: z.nullable(z.string()),
  readingNotes: z.nullable(z.string()),
  premium: z.nullable(premiumContentSchema),
  createdAt: isoDateTimeSchema,
  dueAt: isoDateTimeSchema,
  /** When the work now owed was completed (or its order refunded); null while pending. */
  completedAt: z.nullable(isoDateTimeSchema),
  /** When the free reading was delivered, for a reading whose payment then reopened it as the premium one. */
  freeCompletedAt: z.nullable(isoDateTimeSchema),
  /** Null while nothing was asked or refunded. */
  refund: z.nullable(refundStateSchema),
  /** Pending and past its due time. */
  overdue: z.boolean(),
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

/** Staff complete a reading: saving always marks it completed (funnel.md) and tells the customer. */
export const adminReadingUpdateSchema = z.object({
  sketchUrl: sketchUrlSchema,
  sketchAlt: z.string({ error: SKETCH_MESSAGES.alt }).check(z.trim(), z.minLength(3, SKETCH_MESSAGES.alt), z.maxLength(300, SKETCH_MESSAGES.alt)),
  readingNotes: z.string({ error: SKETCH_MESSAGES.notes }).check(z.trim(), z.minLength(20, SKETCH_MESSAGES.notes), z.maxLength(50_000, 'Please keep the notes under 50,000 characters')),
  premium: z.optional(premiumContentSchema),
});
export type AdminReadingUpdate = z.infer<typeof adminReadingUpdateSchema>;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const uploadResultSchema = z.object({ url: z.string(), contentType: z.enum(UPLOAD_TYPES), bytes: z.int() });

export const productFieldsSchema = z.record(z.string().check(z.regex(/^[a-zA-Z][a-zA-Z0-9_]*$/, 'Field keys are letters, digits and _')), z.string().check(z.maxLength(200)));

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
  inputFields: z.record(z.string(), z.string()),
  outputFields: z.record(z.string(), z.string()),
  active: z.boolean(),
  updatedAt: isoDateTimeSchema,
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

const cents = z.int('Prices are whole cents').check(z.minimum(0, 'Prices cannot be negative'), z.maximum(10_000_000, 'That price is too high'));

export const adminProductUpdateSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, 'Name must be at least 2 characters'), z.maxLength(160)),
  priceCents: cents,
  comparePriceCents: z.nullable(cents),
  shortDescription: z.string().check(z.trim(), z.minLength(10, 'Write at least 10 characters'), z.maxLength(500)),
  descriptionHtml: z.string().check(z.maxLength(50_000, 'The description is too long')),
  features: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))).check(z.maxLength(20, 'At most 20 features')),
  inputFields: productFieldsSchema,
  outputFields: productFieldsSchema,
  active: z.boolean(),
});
export type AdminProductUpdate = z.infer<typeof adminProductUpdateSchema>;

/** The users table (accounts.md): one row per request with a customer e-mail. */
export const usersTableRowSchema = z.object({
  email: z.string(),
  user_name: z.nullable(z.string()),
  request_code: z.string(),
  aws_sketch_url: z.nullable(z.string()),
  order_date: z.nullable(isoDateTimeSchema),
  sketch_upload_date: z.nullable(isoDateTimeSchema),
});
export type UsersTableRow = z.infer<typeof usersTableRowSchema>;
