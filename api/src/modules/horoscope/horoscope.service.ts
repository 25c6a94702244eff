import { resolveTimeZone } from '@shared/domain/daily-schedule';
import { zodiacSignForIsoDate } from '@shared/domain/zodiac';
import { BadRequestError } from '../../http/errors';
import { inboxKey } from '../mail/inbox-key';
import type { SettingsRepo } from '../notifications/settings.repo';
import type { SubscriptionsRepo } from './subscriptions.repo';
import { HOROSCOPE_UNSUBSCRIBE, signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';
import { unsubscribeSecret } from './unsubscribe-secret';

/** What subscribing needs from a reading: its address, birth date and when it was made. */
export interface SubscribingReading {
  email: string;
  birthdate: string | null;
  createdAt: string;
}

/** The longest zone name we store; real ones are far shorter, so a longer "valid" name counts as UTC. */
const MAX_TIME_ZONE_LENGTH = 64;

/** A zone the browser sent: a valid one as given, anything else UTC, never an error. */
export function subscriberTimeZone(timeZone: string | undefined): string | undefined {
  if (timeZone === undefined) return undefined;
  const zone = resolveTimeZone(timeZone);
  return zone.length <= MAX_TIME_ZONE_LENGTH ? zone : 'UTC';
}

/** The daily horoscope's subscriptions: who gets it, for which sign, in which time zone. */
export function createHoroscopeService({ subscriptions, settings }: { subscriptions: SubscriptionsRepo; settings: Pick<SettingsRepo, 'get' | 'getOrInsert'> }) {
  // Read once per process: the key never changes once stored (a new one would break every mailed link).
  let secret: Promise<string> | undefined;
  const secretKey = () => {
    secret ??= unsubscribeSecret(settings).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };

  /** The inbox a link's token names; 400 for a token that is not ours (edited, cut short, another purpose). */
  async function inboxOf(token: string): Promise<string> {
    const emailKey = verifyUnsubscribeToken(token, HOROSCOPE_UNSUBSCRIBE, await secretKey());
    if (emailKey === undefined) throw new BadRequestError('This unsubscribe link is not valid. Use the link in your latest horoscope e-mail.');
    return emailKey;
  }

  return {
    /** The token of an inbox's unsubscribe links: its inbox key, signed; it never expires. */
    async tokenFor(emailKey: string): Promise<string> {
      return signUnsubscribeToken(emailKey, HOROSCOPE_UNSUBSCRIBE, await secretKey());
    },

    /** Checks a link's token and changes nothing: a GET, which link scanners follow too. */
    async checkToken(token: string): Promise<void> {
      await inboxOf(token);
    },

    /** Ends the inbox's subscription at once; the same answer when it had ended already (or never began). */
    async unsubscribe(token: string, now = new Date()): Promise<void> {
      await subscriptions.setActive(await inboxOf(token), false, now.toISOString());
    },

    /** Starts the inbox's subscription again, as it was (same sign, zone and channels). */
    async resubscribe(token: string, now = new Date()): Promise<void> {
      await subscriptions.setActive(await inboxOf(token), true, now.toISOString());
    },

    /**
     * Subscribes the reading's address for the sign of its birth date. A second reading of the same
     * inbox joins the first subscription, the most recent reading's sign wins, and an unsubscribed inbox
     * is subscribed again. An order without a birth date (a catalogue order) has no sign: it only
     * restarts an existing subscription of its inbox.
     */
    async subscribe(reading: SubscribingReading, options: { timeZone?: string; now?: Date } = {}): Promise<void> {
      const now = (options.now ?? new Date()).toISOString();
      const emailKey = inboxKey(reading.email);
      const sign = reading.birthdate === null ? undefined : zodiacSignForIsoDate(reading.birthdate);
      if (!sign) {
        await subscriptions.setActive(emailKey, true, now);
        return;
      }
      await subscriptions.subscribe(
        { emailKey, email: reading.email.trim(), sign: sign.id, signSourceAt: reading.createdAt, timeZone: subscriberTimeZone(options.timeZone) },
        now,
      );
    },
  };
}

export type HoroscopeService = ReturnType<typeof createHoroscopeService>;
