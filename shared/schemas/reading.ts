import * as z from 'zod/mini';
import { MINIMUM_AGE } from '../domain/brand';
import { isAtLeastAge, parseCalendarDate, todayCalendarDate } from '../domain/calendar-date';
import { ORDER_STATUSES } from '../domain/order-lifecycle';
import { READING_ACCESS } from '../domain/reading-preview';
import { calendarDateSchema, emailSchema, isoDateTimeSchema } from './common';

export const GENDER_PREFERENCES = [
  { value: 'male', label: 'Attracted to Men' },
  { value: 'female', label: 'Attracted to Women' },
  { value: 'both', label: 'Attracted to Both' },
  { value: 'non-binary', label: 'Attracted to Non-Binary' },
  { value: 'no-preference', label: 'No Specific Preference' },
] as const;

export type GenderPreference = (typeof GENDER_PREFERENCES)[number]['value'];

export const FREE_READING_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  birthdate: 'Please enter a valid date',
  underage: `You must be at least ${MINIMUM_AGE} years old to use this service`,
  genderPreference: 'Please select your preference',
  soulmateTrait: 'Please provide at least 10 characters about your ideal soulmate',
  question: 'Your question must be at least 10 characters',
} as const;

/**
 * The free reading request, as the form holds it and as `POST /api/free-soulmate` receives it (the
 * wire names clients already send). One schema on both sides; the age check uses the calendar day where it runs.
 */
export const freeReadingInputSchema = z.object({
  name: z
    .string({ error: FREE_READING_MESSAGES.name })
    .check(z.trim(), z.minLength(2, FREE_READING_MESSAGES.name), z.maxLength(100, 'Name must be at most 100 characters')),
  email: emailSchema,
  birthdate: z.string({ error: FREE_READING_MESSAGES.birthdate }).check(
    z.refine((value) => (parseCalendarDate(value)?.year ?? 0) >= 1900, FREE_READING_MESSAGES.birthdate),
    z.refine((value) => {
      const birth = parseCalendarDate(value);
      return !birth || isAtLeastAge(birth, MINIMUM_AGE, todayCalendarDate());
    }, FREE_READING_MESSAGES.underage),
  ),
  gender_preference: z.enum(GENDER_PREFERENCES.map((o) => o.value) as [GenderPreference, ...GenderPreference[]], {
    error: FREE_READING_MESSAGES.genderPreference,
  }),
  soulmate_trait: z
    .string({ error: FREE_READING_MESSAGES.soulmateTrait })
    .check(z.trim(), z.minLength(10, FREE_READING_MESSAGES.soulmateTrait), z.maxLength(2000, 'Please keep this under 2000 characters')),
  question: z
    .string({ error: FREE_READING_MESSAGES.question })
    .check(z.trim(), z.minLength(10, FREE_READING_MESSAGES.question), z.maxLength(2000, 'Please keep your question under 2000 characters')),
});
export type FreeReadingInput = z.infer<typeof freeReadingInputSchema>;

/**
 * How much of the reading notes an answer carries: `preview` (the first paragraph, or null) for a
 * holder of the request code alone, `full` for the owner's session and staff (shared/domain/reading-preview.ts).
 */
export const readingAccessSchema = z.enum(READING_ACCESS);

/** A reading as a holder of its request code sees it; `readingNotes` is cut as `access` says. */
export const readingSchema = z.object({
  requestCode: z.string(),
  name: z.string(),
  email: z.string(),
  birthdate: calendarDateSchema,
  question: z.string(),
  genderPreference: z.string(),
  soulmateTrait: z.string(),
  sketchUrl: z.nullable(z.string()),
  sketchAlt: z.nullable(z.string()),
  readingNotes: z.nullable(z.string()),
  access: readingAccessSchema,
  readingCompleted: z.boolean(),
  confirmed: z.boolean(),
  horoscopeSubscription: z.boolean(),
  isPaid: z.boolean(),
  /** When the payment was refunded (null: not refunded): the page says so instead of "already paid". */
  refundedAt: z.nullable(isoDateTimeSchema),
  /**
   * The order's one derived status (shared/domain/order-lifecycle.ts): what the pages say of the paid
   * reading follows it (waiting for answers, being prepared, ready), never a fixed sentence.
   */
  status: z.enum(ORDER_STATUSES),
  createdAt: isoDateTimeSchema,
});
export type Reading = z.infer<typeof readingSchema>;

/** PATCH by request code: a visitor may only change their horoscope subscription. */
export const readingSubscriptionPatchSchema = z.strictObject({
  horoscopeSubscription: z.literal(true, { error: 'horoscopeSubscription must be true' }),
  /**
   * The browser's IANA time zone, for the daily horoscope's 07:00. Optional so that older pages keep
   * working: without it (or with a name the server does not know) the horoscope follows UTC.
   */
  timeZone: z.optional(z.string().check(z.maxLength(100))),
});

export const confirmationResendSchema = z.object({ email: emailSchema });
export type ConfirmationResend = z.infer<typeof confirmationResendSchema>;
