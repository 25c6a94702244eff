import * as z from 'zod/mini';
import { ZODIAC_SIGN_IDS, type ZodiacSignId } from '../domain/zodiac';
import { emailSchema } from './common';

/** The daily horoscope's links carry their token in the query: `?token=u2....` (or `u1.` in older mails). */
export const horoscopeTokenQuerySchema = z.object({
  token: z.string().check(z.minLength(1, 'token is required'), z.maxLength(1000)),
});
export type HoroscopeTokenQuery = z.infer<typeof horoscopeTokenQuerySchema>;

/**
 * A signed-in customer's daily horoscope, as the dashboard shows it. The subscription is the account's
 * e-mail address's (one per inbox, whichever reading or page made it).
 */
export const horoscopeSettingsSchema = z.object({
  /**
   * The sign the horoscope is written for: the subscription's, else the sign of the account's latest
   * reading with a birth date; null when the account has neither (nothing to subscribe to yet).
   */
  sign: z.nullable(z.enum(ZODIAC_SIGN_IDS as [ZodiacSignId, ...ZodiacSignId[]])),
  /** Whether a horoscope arrives each morning. */
  subscribed: z.boolean(),
  byEmail: z.boolean(),
  /** The account's push devices (ids of `push.devices`) that receive it as a notification too. */
  pushDeviceIds: z.array(z.int()),
  /** The zone whose 07:00 it comes at; null before a subscription exists. */
  timeZone: z.nullable(z.string()),
});
export type HoroscopeSettings = z.infer<typeof horoscopeSettingsSchema>;

export const HOROSCOPE_NO_CHANNEL_MESSAGE = 'Choose e-mail or a device for your daily horoscope, or turn it off.';

/** A change from the dashboard; fields left out stay as they are. */
export const horoscopeSettingsChangeSchema = z.object({
  subscribed: z.optional(z.boolean()),
  byEmail: z.optional(z.boolean()),
  /** Turns the daily notification on or off for one of the account's push devices. */
  pushDevice: z.optional(z.object({ id: z.int().check(z.positive()), on: z.boolean() })),
  /** The browser's zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`); unknown ones count as UTC. */
  timeZone: z.optional(z.string().check(z.maxLength(100))),
  /**
   * The sign chosen on the dashboard, for an account with no reading's birth date and no subscription
   * yet; otherwise the reading's sign wins and this is ignored.
   */
  sign: z.optional(z.enum(ZODIAC_SIGN_IDS as [ZodiacSignId, ...ZodiacSignId[]])),
});
export type HoroscopeSettingsChange = z.infer<typeof horoscopeSettingsChangeSchema>;

const signSchema = z.enum(ZODIAC_SIGN_IDS as [ZodiacSignId, ...ZodiacSignId[]]);

/**
 * The horoscope pages' subscribe box: an address and a sign. Nothing starts from it: the address is
 * mailed a link to confirm (docs/decisions/029-horoscope-consent.md).
 */
export const horoscopeSubscribeRequestSchema = z.strictObject({
  email: emailSchema,
  sign: signSchema,
  /** The browser's IANA zone, for the 07:00; unknown ones count as UTC. */
  timeZone: z.optional(z.string().check(z.maxLength(100))),
});
export type HoroscopeSubscribeRequest = z.infer<typeof horoscopeSubscribeRequestSchema>;

/** The confirmation link's answer: the horoscope is on, for this sign. */
export const horoscopeConfirmedSchema = z.object({ sign: signSchema });
export type HoroscopeConfirmed = z.infer<typeof horoscopeConfirmedSchema>;

/** What an unsubscribe link's page shows: whether its horoscope is still on. */
export const horoscopeLinkStateSchema = z.object({ subscribed: z.boolean() });
export type HoroscopeLinkState = z.infer<typeof horoscopeLinkStateSchema>;
