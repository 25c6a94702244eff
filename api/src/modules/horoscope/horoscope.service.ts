import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { resolveTimeZone } from '@shared/domain/daily-schedule';
import { zodiacSignForIsoDate, type ZodiacSignId } from '@shared/domain/zodiac';
import { paths } from '@shared/routes/page-paths';
import { HOROSCOPE_NO_CHANNEL_MESSAGE, type HoroscopeSettings, type HoroscopeSettingsChange } from '@shared/schemas/horoscope';
import { AppError, BadRequestError, ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import type { RateLimitRule, RateLimits } from '../../http/rate-limit';
import { inboxKey } from '../mail/inbox-key';
import { horoscopeConsentMail } from '../mail/templates/horoscope-consent';
import type { NotificationWorker } from '../notifications/notification-worker';
import type { OutboxRepo } from '../notifications/outbox.repo';
import type { PushSubscriptionsRepo } from '../notifications/push-subscriptions.repo';
import type { SettingsRepo } from '../notifications/settings.repo';
import { UNSUBSCRIBED_KEPT_DAYS } from './retention';
import type { ConsentsRepo, PendingConsent } from './consents.repo';
import type { HoroscopeSubscription, SubscriptionsRepo } from './subscriptions.repo';
import { HOROSCOPE_UNSUBSCRIBE, referenceOf, referenceToken, verifyUnsubscribeToken } from './unsubscribe-token';
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

/** Someone who asks for the daily horoscope without proving the address is theirs: an address and a sign. */
export interface SubscribeRequest {
  email: string;
  sign: ZodiacSignId;
  /** When the sign was given (the reading's creation, or the request's own time). */
  signSourceAt: string;
  timeZone?: string;
}

/** How long a "Confirm your daily horoscope" link works. */
export const CONSENT_LINK_DAYS = 7;
const DAY_MS = 86_400_000;

/** The mailed confirmation token: 32 random bytes. Only its hash is stored. */
const CONSENT_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

interface Deps {
  subscriptions: SubscriptionsRepo;
  consents: ConsentsRepo;
  settings: Pick<SettingsRepo, 'get' | 'getOrInsert'>;
  /** The account's push devices: a customer may choose only their own. */
  devices: Pick<PushSubscriptionsRepo, 'listForUser'>;
  /** The account's latest reading with a birth date (the orders module's), which gives the sign. */
  latestReading: (userId: number) => Promise<SubscribingReading | undefined>;
  /** The confirmation mail: queued in the outbox, sent by the worker. */
  outbox: Pick<OutboxRepo, 'enqueueMail'>;
  notifier: Pick<NotificationWorker, 'nudge'>;
  publicUrl: string;
  logger: Logger;
  rateLimits: RateLimits;
  /** Confirmation mails per recipient inbox (CONFIRMATION_MAILS_PER_ADDRESS), counted apart from the reading's. */
  mailsPerAddress: RateLimitRule;
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
export function createHoroscopeService({ subscriptions, consents, settings, devices, latestReading, outbox, notifier, publicUrl, logger, rateLimits, mailsPerAddress }: Deps) {
  // Per inbox, whoever asks: past its share the request is answered the same, without a mail. The
  // counters out of reach refuse (503): a mail sent uncounted is one nothing stops.
  const mailsPerInbox = rateLimits.limiter('horoscope-consent-mails', mailsPerAddress, { onStoreError: 'refuse' });
  const confirmUrl = (token: string) => `${publicUrl.replace(/\/+$/, '')}${paths.horoscopeConfirm.href(token)}`;

  // Read once per process: the key never changes once stored (a new one would break every mailed link).
  let secret: Promise<string> | undefined;
  const secretKey = () => {
    secret ??= unsubscribeSecret(settings).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };

  /**
   * The inbox a link's token names: by its reference (`u2`), or by the signed address of the links
   * mailed before (`u1`). Undefined for a well-formed reference that names no subscription (deleted
   * 30 days after it ended); 400 for a token that is not ours (edited, cut short, another purpose).
   */
  async function inboxOf(token: string): Promise<string | undefined> {
    const ref = referenceOf(token);
    if (ref !== undefined) return (await subscriptions.byUnsubscribeRef(ref))?.emailKey;
    const emailKey = verifyUnsubscribeToken(token, HOROSCOPE_UNSUBSCRIBE, await secretKey());
    if (emailKey === undefined) throw new BadRequestError('This unsubscribe link is not valid. Use the link in your latest horoscope e-mail.');
    return emailKey;
  }

  /** A subscribing reading's sign; none for an order without a birth date. */
  const signOf = (reading: SubscribingReading | undefined) => (reading?.birthdate ? zodiacSignForIsoDate(reading.birthdate) : undefined);

  /**
   * The owner's subscribe: only from a proof that the address wants it (its confirmation link, or its
   * signed-in account). Starts it, or restarts it, with this sign (when at least as recent as the one
   * it has) and zone.
   */
  async function subscribeAsOwner(consent: PendingConsent, now: Date): Promise<void> {
    await subscriptions.subscribe(
      { emailKey: consent.emailKey, email: consent.email, sign: consent.sign, signSourceAt: consent.signSourceAt, timeZone: consent.timeZone },
      now.toISOString(),
    );
  }

  /**
   * The one consent rule for anyone who asks without proving the address is theirs (a request code's
   * holder, an address typed on the horoscope pages): nothing starts or changes here. At most it mails
   * the address one "Confirm your daily horoscope" link, within the inbox's share of mails, and only
   * the link starts the horoscope or changes its sign or zone. An address that unsubscribed comes back
   * only by its owner's act (its unsubscribe page or the dashboard), so it is not mailed; nor is one
   * already receiving this sign in this zone. The caller answers the same in every case, so the
   * answer tells nothing about the address.
   */
  async function requestSubscription(request: SubscribeRequest, now = new Date()): Promise<void> {
    const emailKey = inboxKey(request.email);
    const timeZone = subscriberTimeZone(request.timeZone);
    const existing = await subscriptions.byEmailKey(emailKey);
    if (existing?.unsubscribedAt) return;
    if (existing && existing.sign === request.sign && (timeZone === undefined || timeZone === existing.timeZone)) return;
    if (!(await mailsPerInbox.allow(emailKey))) {
      logger.warn('horoscope confirmation mail skipped: its address had its share of mails for this hour');
      return;
    }
    const token = randomBytes(32).toString('base64url');
    const nowIso = now.toISOString();
    const email = request.email.trim();
    await consents.insert(hashOf(token), { emailKey, email, sign: request.sign, signSourceAt: request.signSourceAt, timeZone }, nowIso, new Date(now.getTime() + CONSENT_LINK_DAYS * DAY_MS).toISOString());
    await outbox.enqueueMail({ kind: 'horoscope-consent', to: email, ...horoscopeConsentMail({ sign: request.sign, confirmUrl: confirmUrl(token) }) }, nowIso);
    notifier.nudge();
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
    /** The token of a subscription's unsubscribe links: its random reference, never its address. */
    tokenFor(subscription: Pick<HoroscopeSubscription, 'unsubscribeRef'>): string {
      return referenceToken(subscription.unsubscribeRef);
    },

    /**
     * What the unsubscribe page shows for a link's token, changing nothing (a GET, which link scanners
     * follow too): whether the horoscope is still on, so a used link says it is done.
     */
    async linkState(token: string): Promise<{ subscribed: boolean }> {
      const emailKey = await inboxOf(token);
      const subscription = emailKey === undefined ? undefined : await subscriptions.byEmailKey(emailKey);
      return { subscribed: subscription !== undefined && subscription.unsubscribedAt === null };
    },

    /** Ends the inbox's subscription at once; the same answer when it had ended already (or never began). */
    async unsubscribe(token: string, now = new Date()): Promise<void> {
      const emailKey = await inboxOf(token);
      if (emailKey !== undefined) await subscriptions.setActive(emailKey, false, now.toISOString());
    },

    /**
     * Starts the inbox's subscription again, as it was (same sign, zone and channels): the owner's act,
     * from the link in their own mail. One deleted after its days of grace (retention.ts) is gone with
     * its sign: 404, never a "subscribed" that sends nothing.
     */
    async resubscribe(token: string, now = new Date()): Promise<void> {
      const emailKey = await inboxOf(token);
      if (emailKey === undefined || !(await subscriptions.setActive(emailKey, true, now.toISOString()))) {
        throw new NotFoundError(
          `This subscription ended over ${UNSUBSCRIBED_KEPT_DAYS} days ago and its details were deleted. Subscribe again from your dashboard or the horoscope page.`,
        );
      }
    },

    requestSubscription,

    /**
     * A reading's or an order's page asked for the horoscope with its request code, which is no proof
     * of the address: the consent rule above, for the sign of the reading's birth date. An order
     * without one (a catalogue order) has no sign to ask for: nothing is done.
     */
    async requestFromReading(reading: SubscribingReading, options: { timeZone?: string; now?: Date } = {}): Promise<void> {
      const sign = signOf(reading);
      if (sign) await requestSubscription({ email: reading.email, sign: sign.id, signSourceAt: reading.createdAt, timeZone: options.timeZone }, options.now);
    },

    /**
     * The confirmation link, opened: the inbox has proven it wants the horoscope, which starts (or takes
     * the sign and zone asked for). Single-use: a link used already, expired or unknown answers 400 and
     * changes nothing.
     */
    async confirm(token: string, now = new Date()): Promise<{ sign: ZodiacSignId }> {
      const used = CONSENT_TOKEN.test(token) ? await consents.use(hashOf(token), now.toISOString()) : 'unknown';
      if (used === 'used') throw new AppError(400, 'link_used', 'This link was used already: your daily horoscope was confirmed. Each horoscope mail has a link to stop it.');
      if (used === 'expired') throw new AppError(400, 'link_expired', `This link expired after ${CONSENT_LINK_DAYS} days. Ask for the daily horoscope again on the horoscope page.`);
      if (used === 'unknown') throw new BadRequestError('This confirmation link is not valid. Use the link in your latest "Confirm your daily horoscope" e-mail.');
      await subscribeAsOwner(used, now);
      return { sign: used.sign };
    },

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
        // The signed-in owner's own act: no mail to confirm. The account's address, whatever the
        // reading's spelling of it: the dashboard speaks for the account. The sign: the latest
        // reading's, else the subscription's own, else the one chosen on the dashboard.
        const reading = await latestReading(account.id);
        const readingSign = signOf(reading);
        const timeZone = subscriberTimeZone(change.timeZone);
        if (reading && readingSign) {
          await subscribeAsOwner({ emailKey, email: account.email, sign: readingSign.id, signSourceAt: reading.createdAt, timeZone }, now);
        } else if (before.sign !== null) {
          await subscriptions.setActive(emailKey, true, at);
        } else if (change.sign) {
          await subscribeAsOwner({ emailKey, email: account.email, sign: change.sign, signSourceAt: at, timeZone }, now);
        } else {
          throw new ConflictError('Your daily horoscope follows the birth date of your reading. Request a reading first, or choose your sign.', 'no_birth_date');
        }
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
