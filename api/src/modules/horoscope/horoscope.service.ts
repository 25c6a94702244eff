import { resolveTimeZone } from '@shared/domain/daily-schedule';
import { zodiacSignForIsoDate } from '@shared/domain/zodiac';
import { HOROSCOPE_NO_CHANNEL_MESSAGE, type HoroscopeSettings, type HoroscopeSettingsChange } from '@shared/schemas/horoscope';
import { BadRequestError, ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { inboxKey } from '../mail/inbox-key';
import type { PushSubscriptionsRepo } from '../notifications/push-subscriptions.repo';
import type { SettingsRepo } from '../notifications/settings.repo';
import { UNSUBSCRIBED_KEPT_DAYS } from './retention';
import type { SubscriptionsRepo } from './subscriptions.repo';
import { HOROSCOPE_UNSUBSCRIBE, signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';
import { unsubscribeSecret } from './unsubscribe-secret';

/** What subscribing needs from a reading: its address, birth date and when it was made. */
export interface SubscribingReading {
  email: string;
  birthdate: string | null;
  createdAt: string;
}

/** A signed-in customer, known by their account's address. */
export interface Subscriber {
  id: number;
  email: string;
}

interface Deps {
  subscriptions: SubscriptionsRepo;
  settings: Pick<SettingsRepo, 'get' | 'getOrInsert'>;
  /** The account's push devices: a customer may choose only their own. */
  devices: Pick<PushSubscriptionsRepo, 'listForUser'>;
  /** The account's latest reading with a birth date (the orders module's), which gives the sign. */
  latestReading: (userId: number) => Promise<SubscribingReading | undefined>;
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
export function createHoroscopeService({ subscriptions, settings, devices, latestReading }: Deps) {
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

  /** A subscribing reading's sign; none for an order without a birth date. */
  const signOf = (reading: SubscribingReading | undefined) => (reading?.birthdate ? zodiacSignForIsoDate(reading.birthdate) : undefined);

  async function subscribe(reading: SubscribingReading, options: { timeZone?: string; now?: Date } = {}): Promise<void> {
    const now = (options.now ?? new Date()).toISOString();
    const emailKey = inboxKey(reading.email);
    const sign = signOf(reading);
    if (!sign) {
      await subscriptions.setActive(emailKey, true, now);
      return;
    }
    await subscriptions.subscribe(
      { emailKey, email: reading.email.trim(), sign: sign.id, signSourceAt: reading.createdAt, timeZone: subscriberTimeZone(options.timeZone) },
      now,
    );
  }

  async function settingsOf(account: Subscriber): Promise<HoroscopeSettings> {
    const subscription = await subscriptions.byEmailKey(inboxKey(account.email));
    if (!subscription) {
      return { sign: signOf(await latestReading(account.id))?.id ?? null, subscribed: false, byEmail: true, pushDeviceIds: [], timeZone: null };
    }
    return {
      sign: subscription.sign,
      subscribed: subscription.unsubscribedAt === null,
      byEmail: subscription.byEmail,
      pushDeviceIds: await subscriptions.pushDeviceIds(subscription.id),
      timeZone: subscription.timeZone,
    };
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

    /**
     * Starts the inbox's subscription again, as it was (same sign, zone and channels). One deleted after
     * its days of grace (retention.ts) is gone with its sign: 404, never a "subscribed" that sends nothing.
     */
    async resubscribe(token: string, now = new Date()): Promise<void> {
      if (!(await subscriptions.setActive(await inboxOf(token), true, now.toISOString()))) {
        throw new NotFoundError(
          `This subscription ended over ${UNSUBSCRIBED_KEPT_DAYS} days ago and its details were deleted. Subscribe again from your dashboard or with your next reading.`,
        );
      }
    },

    /**
     * Subscribes the reading's address for the sign of its birth date. A second reading of the same
     * inbox joins the first subscription, the most recent reading's sign wins, and an unsubscribed inbox
     * is subscribed again. An order without a birth date (a catalogue order) has no sign: it only
     * restarts an existing subscription of its inbox.
     */
    subscribe,

    /** The signed-in customer's daily horoscope: the subscription of their account's address. */
    settings: settingsOf,

    /**
     * The dashboard's change. Turning it on subscribes the account's address from its latest reading
     * with a birth date (409 `no_birth_date` without one and without a subscription), in the browser's
     * zone. A device must be one of the account's own (404 otherwise). A horoscope that would stay on
     * with neither mail nor a device is refused (422) before anything is written.
     */
    async updateSettings(account: Subscriber, change: HoroscopeSettingsChange, now = new Date()): Promise<HoroscopeSettings> {
      const at = now.toISOString();
      const emailKey = inboxKey(account.email);
      const before = await settingsOf(account);
      const device = change.pushDevice;
      if (device && !(await devices.listForUser(account.id)).some(({ id }) => id === device.id)) {
        throw new NotFoundError('This device does not receive your notifications. Turn notifications on for it first.');
      }
      const subscribed = change.subscribed ?? before.subscribed;
      const byEmail = change.byEmail ?? before.byEmail;
      const deviceIds = new Set(before.pushDeviceIds);
      if (device?.on) deviceIds.add(device.id);
      else if (device) deviceIds.delete(device.id);
      if (subscribed && !byEmail && deviceIds.size === 0) throw new ValidationError({ byEmail: [HOROSCOPE_NO_CHANNEL_MESSAGE] });

      if (change.subscribed === true) {
        const reading = await latestReading(account.id);
        if (!signOf(reading) && before.sign === null) {
          throw new ConflictError('Your daily horoscope follows the birth date of your reading. Request a reading first.', 'no_birth_date');
        }
        // The account's address, whatever the reading's spelling of it: the dashboard speaks for the account.
        if (reading && signOf(reading)) await subscribe({ ...reading, email: account.email }, { timeZone: change.timeZone, now });
        else await subscriptions.setActive(emailKey, true, at);
      }
      const subscription = await subscriptions.byEmailKey(emailKey);
      // Without a subscription there is nothing to switch: the answer says it is off.
      if (!subscription) return settingsOf(account);
      if (change.subscribed === false) await subscriptions.setActive(emailKey, false, at);
      if (change.byEmail !== undefined) await subscriptions.setByEmail(emailKey, change.byEmail, at);
      if (device) await subscriptions.setPushDevice(subscription.id, device.id, device.on, at);
      return settingsOf(account);
    },
  };
}

export type HoroscopeService = ReturnType<typeof createHoroscopeService>;
