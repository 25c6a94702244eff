import { resolveTimeZone } from '@shared/domain/daily-schedule';
import { zodiacSignForIsoDate } from '@shared/domain/zodiac';
import { inboxKey } from '../mail/inbox-key';
import type { SubscriptionsRepo } from './subscriptions.repo';

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
export function createHoroscopeService({ subscriptions }: { subscriptions: SubscriptionsRepo }) {
  return {
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
